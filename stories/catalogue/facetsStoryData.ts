/**
 * The facets of a flower-heavy /shop as the product filter answers them, turned into the Facets
 * components' props by the listing view-model's own mapping: each story's labels, counts, ranges
 * and chip links are the ones the page would show for its URL.
 */
import { EMPTY_LISTING_QUERY } from '../../engine/rules/listingQuery';
import { buildFacetedListingSearch, parseFacetQuery } from '../../engine/rules/listingFacets';
import { appliedFacets, spanUnits } from '../../engine/viewmodels/catalogue/facetRequest';
import {
  listingFacetsView,
  type ListingFacetsView,
} from '../../engine/viewmodels/catalogue/facetsView';
import { ProductFacetsSchema } from '../../schemas';

export const SHOP_FACETS = ProductFacetsSchema.parse({
  strainTypes: [
    { value: 'INDICA', count: 18 },
    { value: 'SATIVA', count: 11 },
    { value: 'HYBRID', count: 24 },
    { value: 'HIGH_CBD', count: 0 },
  ],
  effects: [
    { value: 'Relaxed', count: 22 },
    { value: 'Happy', count: 19 },
    { value: 'Euphoric', count: 14 },
    { value: 'Uplifted', count: 12 },
    { value: 'Sleepy', count: 9 },
    { value: 'Creative', count: 6 },
    { value: 'Focused', count: 5 },
    { value: 'Hungry', count: 3 },
    { value: 'Energetic', count: 0 },
  ],
  terpenes: [
    { value: 'Myrcene', count: 20 },
    { value: 'Limonene', count: 15 },
    { value: 'Caryophyllene', count: 13 },
    { value: 'Pinene', count: 8 },
    { value: 'Linalool', count: 6 },
    { value: 'Terpinolene', count: 0 },
  ],
  thc: { unit: 'PERCENT', min: 12.3, max: 34.6 },
  cbd: { unit: 'MILLIGRAMS', min: 0, max: 500 },
});

/** The facets' props on /shop with `search` (e.g. "?strain=INDICA"), `total` products listed. */
export function shopFacets(search: string, total: number | null = 53): ListingFacetsView {
  const query = parseFacetQuery(search);
  return listingFacetsView({
    facets: SHOP_FACETS,
    query,
    applied: appliedFacets(query, spanUnits(SHOP_FACETS)),
    total,
    hrefFor: (next) => `/shop${buildFacetedListingSearch(EMPTY_LISTING_QUERY, next)}`,
    clearAllHref: '/shop',
    navigate: () => undefined,
  });
}

/** Indica and Hybrid, THC 18–30%, Relaxed: a shopper's usual narrowing. */
export const CHOSEN = '?strain=INDICA,HYBRID&thc=18-30&effect=Relaxed';

/** The review widths at their screen heights (stories/storefront's pictures). */
export const REVIEW_VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 768, height: 1024 },
  { width: 375, height: 812 },
];
