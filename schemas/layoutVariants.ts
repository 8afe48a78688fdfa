/**
 * The variant families: each family's variants and the layout that picks one of each. Apart from
 * layout.ts, which reads the CMS flags, so that the defaults (layoutDefaults.ts) can name the
 * layout's type without importing the flag reading that uses them.
 */
export const HEADER_VARIANTS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];

export const MENU_VARIANTS = ['one', 'two', 'three', 'four'] as const;
export type MenuVariant = (typeof MENU_VARIANTS)[number];

export const RETAILER_SELECTOR_VARIANTS = ['two', 'three', 'four', 'five'] as const;
export type RetailerSelectorVariant = (typeof RETAILER_SELECTOR_VARIANTS)[number];

export const FOOTER_VARIANTS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];

export const STICKY_FOOTER_VARIANTS = FOOTER_VARIANTS;
export type StickyFooterVariant = (typeof STICKY_FOOTER_VARIANTS)[number];

export const DEAL_CARD_VARIANTS = ['one', 'two', 'three', 'four', 'five'] as const;
export type DealCardVariant = (typeof DEAL_CARD_VARIANTS)[number];

export type Layout = {
  header: HeaderVariant;
  menu: MenuVariant;
  retailerSelector: RetailerSelectorVariant;
  footer: FooterVariant;
  stickyFooter: StickyFooterVariant;
  dealCard: DealCardVariant;
};
