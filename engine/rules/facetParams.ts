/**
 * The query parameters that hold a listing's facets (./listingFacets.ts reads and writes their
 * values). Apart from that module so the catalogue frame, which every catalogue page renders, can
 * tell a filtered listing (noindex, canonical without them) without carrying the facets' code.
 */
export const FACET_PARAMS = {
  strainTypes: 'strain',
  thc: 'thc',
  cbd: 'cbd',
  effects: 'effect',
  terpenes: 'terpene',
} as const;

export type FacetKey = keyof typeof FACET_PARAMS;

/** In the order a listing's URL writes them. */
export const FACET_KEYS: readonly FacetKey[] = ['strainTypes', 'thc', 'cbd', 'effects', 'terpenes'];

/** Separators alone (",", "-", spaces) set nothing. */
const SETS_SOMETHING = /[^\s,-]/;

/**
 * Whether a query string sets a facet: a facet parameter with more than separators in it. Looser
 * than the listing's own reading (an unknown strain counts here): such a URL is still not the
 * listing's own address, and its canonical link names that.
 */
export function setsFacets(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return FACET_KEYS.some((key) => SETS_SOMETHING.test(params.get(FACET_PARAMS[key]) ?? ''));
}
