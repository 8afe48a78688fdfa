/**
 * The one place where the CMS's `is*` flags become a variant name, for every family of the table
 * (layoutFamilies.ts). First true flag wins; no true flag means the family default (deal card
 * 'five' per spec 2.15).
 */
import { flagName, layoutOf, type Layout, type LayoutSetting } from './layoutFamilies';

/** The table and what is derived from it, exported here too (the schemas barrel, tests). */
export * from './layoutFamilies';

/** The first variant whose flag `${prefix}${Variant}` is exactly true, else the fallback. */
export function firstFlagged<V extends string>(
  flags: Readonly<Record<string, unknown>>,
  prefix: string,
  variants: readonly V[],
  fallback: V,
): V {
  return variants.find((variant) => flags[flagName(prefix, variant)] === true) ?? fallback;
}

/** The flag groups layoutFromSettings reads; SiteSettings satisfies this shape. */
export type LayoutFlags = { [S in LayoutSetting]: Readonly<Record<string, unknown>> };

export function layoutFromSettings(settings: LayoutFlags): Layout {
  return layoutOf((family) =>
    firstFlagged(settings[family.setting], family.prefix, family.variants, family.default),
  );
}
