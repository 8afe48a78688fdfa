import { expect, it } from 'vitest';
import { SiteConfigSchema } from '../../schemas';
import { LAYOUT_FAMILIES, LAYOUT_FAMILY_NAMES } from '../../schemas/layoutFamilies';
import { formSections } from './formFields';

it('gives every family of the table one variant picker, in its setting’s section', () => {
  const pickers = formSections(SiteConfigSchema).flatMap((section) =>
    section.fields.flatMap((field) =>
      field.control.kind === 'variants' ? [[field.control.family.family, section.key]] : [],
    ),
  );
  expect(pickers.map(([family]) => family).sort()).toEqual([...LAYOUT_FAMILY_NAMES].sort());
  for (const [family, setting] of pickers) {
    expect(setting).toBe(LAYOUT_FAMILIES[family as keyof typeof LAYOUT_FAMILIES].setting);
  }
});
