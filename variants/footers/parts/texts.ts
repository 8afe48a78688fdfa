/** User-visible footer texts; spec wording where the spec gives one (2.11, 2.16). */
export const FOOTER_TEXT = {
  shopHeading: 'Shop',
  callPrefix: 'Call : ',
  storeDetails: 'Store Details',
  /** Screen-reader names: the spec gives no visible wording for these. */
  socialNav: 'Social media',
  storesHeading: 'Our stores',
  previousStores: 'Previous stores',
  nextStores: 'Next stores',
  newTab: '(opens in a new tab)',
} as const;
