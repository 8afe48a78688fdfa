/**
 * The layout families (spec §3): sets of variants the CMS picks between with one `is*` flag per
 * variant, e.g. headerFooterSettings.isHeaderOne…isHeaderEight. Each entry says which setting
 * holds the family's flags, the flags' prefix (a flag is the prefix and the capitalised variant),
 * the variants in the order the flags are read (the first true flag wins), the variant drawn when
 * none is true, and what the studio and the docs call the family. The flag schemas
 * (cms/layoutFlags.ts), the flag reading (layout.ts), the defaults and the studio's variant
 * pickers all come from here. Imports nothing, so any layer may read it without an import circle.
 */

/** One family, as the code that reads the table sees it. */
export type LayoutFamilySpec = {
  /** The CMS setting (spec §3) whose object holds the flags. */
  setting: string;
  prefix: string;
  variants: readonly string[];
  default: string;
  /** The family's name in the studio and the docs. */
  label: string;
};

/** Keeps each entry's literal types; a default that is not one of the variants fails to compile. */
const family = <
  const Setting extends string,
  const Prefix extends string,
  const Variants extends readonly string[],
>(spec: {
  setting: Setting;
  prefix: Prefix;
  variants: Variants;
  default: Variants[number];
  label: string;
}) => spec;

export const LAYOUT_FAMILIES = {
  header: family({
    setting: 'headerFooterSettings',
    prefix: 'isHeader',
    variants: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
    default: 'one',
    label: 'Header',
  }),
  menu: family({
    setting: 'activeVersionCms',
    prefix: 'isMenu',
    variants: ['one', 'two', 'three', 'four'],
    default: 'one',
    label: 'Menu drawer',
  }),
  retailerSelector: family({
    setting: 'activeVersionCms',
    prefix: 'isRetailerVersion',
    variants: ['two', 'three', 'four', 'five'],
    default: 'two',
    label: 'Retailer selector',
  }),
  footer: family({
    setting: 'headerFooterSettings',
    prefix: 'isFooter',
    variants: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    default: 'one',
    label: 'Footer',
  }),
  /** Spec 2.10: the sticky mobile footer's designs. */
  stickyFooter: family({
    setting: 'stickyFooterWidgetCmsData',
    prefix: 'isDesign',
    variants: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    default: 'one',
    label: 'Sticky footer',
  }),
  /** Spec 2.15: card five when no flag is on. */
  dealCard: family({
    setting: 'dealsCardSettingsCMS',
    prefix: 'isDealsCard',
    variants: ['one', 'two', 'three', 'four', 'five'],
    default: 'five',
    label: 'Deal card',
  }),
} satisfies Record<string, LayoutFamilySpec>;

type Families = typeof LAYOUT_FAMILIES;
export type LayoutFamily = keyof Families;
export type VariantOf<F extends LayoutFamily> = Families[F]['variants'][number];
/** The settings that hold flags of some family. */
export type LayoutSetting = Families[LayoutFamily]['setting'];

/** The flag names of the families whose flags `setting` holds, e.g. 'isHeaderOne' | …. */
export type FlagNameIn<S extends LayoutSetting> = {
  [F in LayoutFamily]: Families[F]['setting'] extends S
    ? `${Families[F]['prefix']}${Capitalize<VariantOf<F>>}`
    : never;
}[LayoutFamily];

/** The variant chosen in each family. */
export type Layout = { [F in LayoutFamily]: VariantOf<F> };

export const HEADER_VARIANTS = LAYOUT_FAMILIES.header.variants;
export type HeaderVariant = VariantOf<'header'>;
export const MENU_VARIANTS = LAYOUT_FAMILIES.menu.variants;
export type MenuVariant = VariantOf<'menu'>;
export const RETAILER_SELECTOR_VARIANTS = LAYOUT_FAMILIES.retailerSelector.variants;
export type RetailerSelectorVariant = VariantOf<'retailerSelector'>;
export const FOOTER_VARIANTS = LAYOUT_FAMILIES.footer.variants;
export type FooterVariant = VariantOf<'footer'>;
export const STICKY_FOOTER_VARIANTS = LAYOUT_FAMILIES.stickyFooter.variants;
export type StickyFooterVariant = VariantOf<'stickyFooter'>;
export const DEAL_CARD_VARIANTS = LAYOUT_FAMILIES.dealCard.variants;
export type DealCardVariant = VariantOf<'dealCard'>;

/** The families in the table's order. */
export const LAYOUT_FAMILY_NAMES = Object.keys(LAYOUT_FAMILIES) as LayoutFamily[];

/** 'one' → 'One': flag names are the prefix followed by the capitalised variant. */
export function flagName(prefix: string, variant: string): string {
  return `${prefix}${variant.charAt(0).toUpperCase()}${variant.slice(1)}`;
}

/** A layout with each family's variant chosen by `pick`; an answer not of the family: its default. */
export function layoutOf(pick: (family: Families[LayoutFamily]) => string): Layout {
  const choices = LAYOUT_FAMILY_NAMES.map((name) => {
    const entry = LAYOUT_FAMILIES[name];
    const variants: readonly string[] = entry.variants;
    const choice = pick(entry);
    return [name, variants.includes(choice) ? choice : entry.default];
  });
  // fromEntries cannot carry per-key types; each value is one of its family's variants (above).
  return Object.fromEntries(choices) as Layout;
}

export const LAYOUT_DEFAULTS: Layout = layoutOf((entry) => entry.default);
