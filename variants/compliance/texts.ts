/** User-visible compliance texts; the notices themselves are the retailer's CMS words. */
export const COMPLIANCE_TEXT = {
  /** The accessible name of the notices' region in a footer. */
  region: 'Legal notices',
} as const;
