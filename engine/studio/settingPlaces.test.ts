import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../schemas';
import { formatPath } from '../../schemas/lenientPath';
import { formSections, type Field } from './formFields';
import { PREVIEW_ROUTES } from './previewOptions';
import { SETTING_PLACES, settingPlace } from './settingPlaces';

const sections = formSections(SiteConfigSchema);

/** Every path the form edits: sections, their fields and the fields of groups in them. */
function formPaths(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => [
    formatPath(field.path),
    ...(field.control.kind === 'group' ? formPaths(field.control.fields) : []),
  ]);
}
const known = new Set([
  ...sections.map((s) => s.key),
  ...sections.flatMap((s) => formPaths(s.fields)),
]);

describe('SETTING_PLACES', () => {
  it.each(Object.keys(SETTING_PLACES))('%s is a setting the form shows', (path) => {
    expect(known.has(path)).toBe(true);
  });

  it('offers only pages the preview has', () => {
    const pages = new Set<string>(PREVIEW_ROUTES.map((route) => route.path));
    for (const place of Object.values(SETTING_PLACES)) {
      if (place.preview !== undefined) expect(pages.has(place.preview.path)).toBe(true);
    }
  });

  it('says where every compliance notice setting shows', () => {
    const section = sections.find((s) => s.key === 'complianceNoticesCms');
    const fields = formPaths(section?.fields ?? []);
    expect(fields.length).toBeGreaterThan(0);
    for (const path of ['complianceNoticesCms', ...fields])
      expect(settingPlace(path)).not.toBeNull();
    expect(settingPlace('complianceNoticesCms.showOnAgeGate')?.preview?.path).toBe(
      '/customer-choice',
    );
  });

  it('has nothing to say of other settings', () => {
    expect(settingPlace('footerCms.logo')).toBeNull();
  });
});
