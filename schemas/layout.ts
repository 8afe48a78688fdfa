/**
 * Variant families and the one place where the CMS's `is*` flags become a variant name.
 * First true flag wins; no true flag means the family default (deal card 'five' per spec 2.15).
 */
import { LAYOUT_DEFAULTS } from './layoutDefaults';
import {
  DEAL_CARD_VARIANTS,
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  MENU_VARIANTS,
  RETAILER_SELECTOR_VARIANTS,
  STICKY_FOOTER_VARIANTS,
  type Layout,
} from './layoutVariants';

/** Exported here too (schemas barrel, tests); the shell imports ./layoutDefaults alone. */
export * from './layoutVariants';
export { LAYOUT_DEFAULTS };

/** 'one' → 'One': flag names are the prefix followed by the capitalised variant. */
export function flagName(prefix: string, variant: string): string {
  return `${prefix}${variant.charAt(0).toUpperCase()}${variant.slice(1)}`;
}

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
export type LayoutFlags = {
  headerFooterSettings: Readonly<Record<string, unknown>>;
  activeVersionCms: Readonly<Record<string, unknown>>;
  dealsCardSettingsCMS: Readonly<Record<string, unknown>>;
  stickyFooterWidgetCmsData: Readonly<Record<string, unknown>>;
};

export function layoutFromSettings(settings: LayoutFlags): Layout {
  const d = LAYOUT_DEFAULTS;
  return {
    header: firstFlagged(settings.headerFooterSettings, 'isHeader', HEADER_VARIANTS, d.header),
    menu: firstFlagged(settings.activeVersionCms, 'isMenu', MENU_VARIANTS, d.menu),
    retailerSelector: firstFlagged(
      settings.activeVersionCms,
      'isRetailerVersion',
      RETAILER_SELECTOR_VARIANTS,
      d.retailerSelector,
    ),
    footer: firstFlagged(settings.headerFooterSettings, 'isFooter', FOOTER_VARIANTS, d.footer),
    stickyFooter: firstFlagged(
      settings.stickyFooterWidgetCmsData,
      'isDesign',
      STICKY_FOOTER_VARIANTS,
      d.stickyFooter,
    ),
    dealCard: firstFlagged(
      settings.dealsCardSettingsCMS,
      'isDealsCard',
      DEAL_CARD_VARIANTS,
      d.dealCard,
    ),
  };
}
