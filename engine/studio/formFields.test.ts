import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteConfigSchema } from '../../schemas';
import { formSections, labelFor, objectFields, type Field } from './formFields';
import { selectedVariant, valueAt, withValueAt, withVariant } from './documentPath';

const byPath = (fields: readonly Field[], path: string) =>
  fields.find((field) => field.path.join('.') === path);

const sections = formSections(SiteConfigSchema);
const section = (key: string) => sections.find((s) => s.key === key)?.fields ?? [];

describe('formSections(SiteConfigSchema)', () => {
  it('has one section per CMS setting, in the schema order', () => {
    expect(sections.map((s) => s.key)).toEqual(Object.keys(SiteConfigSchema.shape));
  });

  it.each([
    [
      'generalSettingsComponentUiData',
      'generalSettingsComponentUiData.footerBackgroundColor',
      'colour',
    ],
    ['tickerPageCms', 'tickerPageCms.backgroundColor', 'colour'],
    ['tickerPageCms', 'tickerPageCms.isEnabled', 'toggle'],
    ['headerWidgetCmsData', 'headerWidgetCmsData.logo', 'image'],
    ['footerCms', 'footerCms.logo', 'image'],
    ['headerWidgetCmsData', 'headerWidgetCmsData.logoTitle', 'text'],
    ['headerWidgetCmsData', 'headerWidgetCmsData.links', 'linkList'],
    ['quickLinks', 'quickLinks.links', 'linkList'],
    ['appSettings', 'appSettings.dealsVersion', 'choice'],
    [
      'abandonedCartCampaignSettingsCms',
      'abandonedCartCampaignSettingsCms.triggerTiming',
      'number',
    ],
    ['searchPageCms', 'searchPageCms', 'json'],
    ['tickerCrudData', 'tickerCrudData', 'list'],
  ])('%s: %s is edited with a %s control', (key, path, kind) => {
    expect(byPath(section(key), path)?.control.kind).toBe(kind);
  });

  it.each([
    ['headerFooterSettings', ['Header', 'Footer']],
    ['activeVersionCms', ['Menu drawer', 'Retailer selector']],
    ['dealsCardSettingsCMS', ['Deal card']],
    ['stickyFooterWidgetCmsData', ['Sticky footer']],
  ])('%s folds its is* flags into variant pickers %j', (key, labels) => {
    const pickers = section(key).filter((f) => f.control.kind === 'variants');
    expect(pickers.map((f) => f.label)).toEqual(labels);
    expect(
      section(key).some((f) =>
        /^is(Header|Footer|Menu|Design|DealsCard)/.test(String(f.path.at(-1))),
      ),
    ).toBe(false);
  });

  it('marks header links as a link list with sub-links, quick links without', () => {
    expect(byPath(section('headerWidgetCmsData'), 'headerWidgetCmsData.links')?.control).toEqual({
      kind: 'linkList',
      subLinks: true,
    });
    expect(byPath(section('quickLinks'), 'quickLinks.links')?.control).toEqual({
      kind: 'linkList',
      subLinks: false,
    });
  });

  it('describes list items with their own fields (ticker items: title and link)', () => {
    const control = byPath(section('tickerCrudData'), 'tickerCrudData')?.control;
    expect(control?.kind === 'list' && control.item.map((f) => f.path.join('.'))).toEqual([
      'title',
      'link',
    ]);
  });
});

describe('objectFields', () => {
  it.each([
    [z.object({ accentColour: z.string() }), 'colour'],
    [z.object({ heroImage: z.string().default('') }), 'image'],
    [z.object({ careerVersion: z.string().nullable().default(null) }), 'text'],
    [z.object({ id: z.union([z.string(), z.number()]).transform(String).default('') }), 'text'],
    [z.object({ nested: z.object({ on: z.boolean().default(false) }).prefault({}) }), 'group'],
    [z.object({ fallback: z.object({ a: z.string() }).nullable().default(null) }), 'json'],
    [z.object({ tags: z.array(z.string()).default(() => []) }), 'json'],
  ])('%# picks the right control', (schema, kind) => {
    expect(objectFields(schema, [])[0]?.control.kind).toBe(kind);
  });
});

describe('labelFor', () => {
  it.each([
    ['footerBackgroundColor', 'Footer background color'],
    ['isStickyHeader', 'Sticky header'],
    ['shouldShowBrandLabel', 'Show brand label'],
    ['logoTitle', 'Logo title'],
  ])('%s → %s', (key, label) => expect(labelFor(key)).toBe(label));
});

describe('document paths', () => {
  it('writes a value at a path without touching the original', () => {
    const doc = { a: { b: [1, { c: 'x' }] } };
    const next = withValueAt(doc, ['a', 'b', 1, 'c'], 'y');
    expect(valueAt(next, ['a', 'b', 1, 'c'])).toBe('y');
    expect(valueAt(doc, ['a', 'b', 1, 'c'])).toBe('x');
  });

  it('creates missing containers', () => {
    expect(withValueAt({}, ['x', 0, 'y'], true)).toEqual({ x: [{ y: true }] });
  });

  it('selects one variant of a family, turning every other flag off', () => {
    const header = sections[0]?.fields.find((f) => f.label === 'Header')?.control;
    if (header?.kind !== 'variants') throw new Error('no header picker');
    const flags = withVariant({ isHeaderOne: true, isFooterTwo: true }, header.family, 'five');
    expect(selectedVariant(flags, header.family)).toBe('five');
    expect(flags).toMatchObject({ isHeaderOne: false, isHeaderFive: true, isFooterTwo: true });
  });
});
