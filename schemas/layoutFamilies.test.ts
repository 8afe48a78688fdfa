import { describe, expect, it } from 'vitest';
import {
  LAYOUT_DEFAULTS,
  LAYOUT_FAMILIES,
  LAYOUT_FAMILY_NAMES,
  flagName,
  layoutOf,
  type LayoutFamilySpec,
} from './layoutFamilies';
import { parseSiteConfig } from './site';

const families: [string, LayoutFamilySpec][] = Object.entries(LAYOUT_FAMILIES);
const flagsOf = (family: LayoutFamilySpec) =>
  family.variants.map((v) => flagName(family.prefix, v));

describe('LAYOUT_FAMILIES', () => {
  it.each(families)('%s: its default is one of its variants, each listed once', (_, family) => {
    expect(family.variants).toContain(family.default);
    expect(new Set(family.variants).size).toBe(family.variants.length);
  });

  it('gives every family a prefix and a label of its own, and every flag one meaning', () => {
    const unique = (list: readonly string[]) => new Set(list).size === list.length;
    expect(unique(families.map(([, family]) => family.prefix))).toBe(true);
    expect(unique(families.map(([, family]) => family.label))).toBe(true);
    expect(unique(families.flatMap(([, family]) => flagsOf(family)))).toBe(true);
  });

  it('makes the defaults, in the table order', () => {
    expect(Object.keys(LAYOUT_DEFAULTS)).toEqual(LAYOUT_FAMILY_NAMES);
    for (const [name, family] of families) {
      expect(LAYOUT_DEFAULTS).toHaveProperty(name, family.default);
    }
  });
});

describe('flags from the table', () => {
  const picks = families.flatMap(([name, family]) =>
    family.variants.map((variant) => [name, variant, family] as const),
  );
  it.each(picks)(
    '%s %s is chosen by its own flag in the site configuration',
    (name, variant, f) => {
      const { config, diagnostics } = parseSiteConfig({
        [f.setting]: { [flagName(f.prefix, variant)]: true },
      });
      expect(diagnostics).toEqual([]);
      expect(config.layout).toEqual({ ...LAYOUT_DEFAULTS, [name]: variant });
    },
  );

  it.each(families)('%s: its setting holds all its flags, off by default', (_, family) => {
    const settings: Record<string, unknown> = parseSiteConfig({}).config.settings;
    const group = settings[family.setting];
    expect(group).toMatchObject(Object.fromEntries(flagsOf(family).map((n) => [n, false])));
  });
});

describe('layoutOf', () => {
  it('takes each family’s answer, or its default when the answer is not one of its variants', () => {
    const last = layoutOf((family) => family.variants.at(-1) ?? '');
    expect(last).toMatchObject({ header: 'eight', retailerSelector: 'five', dealCard: 'five' });
    expect(layoutOf(() => 'nine')).toMatchObject({ header: 'one', footer: 'nine', menu: 'one' });
    expect(layoutOf(() => 'eleven')).toEqual(LAYOUT_DEFAULTS);
  });
});
