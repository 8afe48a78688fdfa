/**
 * The facets' part of a listing's product filter body (spec 7.3 `filter`). A potency range goes
 * in the unit of the listing's span, which only the API's answer names: a THC range on /shop is
 * in % where the menu's span is in %, in mg on a listing of edibles.
 */
import type { PotencyUnit, ProductFacetFilter, ProductFacets } from '../../../schemas';
import type { ProductFilterBody } from '../../api/productFilter';
import type { FacetQuery, PotencyKey } from '../../rules/listingFacets';

/** The unit of each potency span; null where the answer has no span (nothing to range over). */
export type SpanUnits = Record<PotencyKey, PotencyUnit | null>;

const POTENCY_KEYS: readonly PotencyKey[] = ['thc', 'cbd'];

export function spanUnits(facets: ProductFacets | null): SpanUnits | null {
  if (facets === null) return null;
  return { thc: facets.thc?.unit ?? null, cbd: facets.cbd?.unit ?? null };
}

export const sameUnits = (a: SpanUnits, b: SpanUnits) => a.thc === b.thc && a.cbd === b.cbd;

/**
 * The facets as the filter sends them: lists that are not empty, and each range whose unit is
 * known (a range without one would match nothing measured in the other unit, so it waits).
 */
export function facetFilter(query: FacetQuery, units: SpanUnits | null): ProductFacetFilter {
  const filter: ProductFacetFilter = {};
  if (query.strainTypes.length > 0) filter.strainTypes = [...query.strainTypes];
  for (const key of POTENCY_KEYS) {
    const range = query[key];
    const unit = units?.[key] ?? null;
    if (range !== null && unit !== null) filter[key] = { unit, ...range };
  }
  if (query.effects.length > 0) filter.effects = [...query.effects];
  if (query.terpenes.length > 0) filter.terpenes = [...query.terpenes];
  return filter;
}

/** The URL's facets with only the ranges that apply (their unit known): what the page shows. */
export function appliedFacets(query: FacetQuery, units: SpanUnits | null): FacetQuery {
  return {
    ...query,
    thc: units?.thc ? query.thc : null,
    cbd: units?.cbd ? query.cbd : null,
  };
}

/** How the key of every product-filter page starts (productFilterPageQuery; the test holds them
 * equal): written here so the home's first load does not carry one more export. */
export const PRODUCT_FILTER_PAGES = ['products', 'filter', 'page'] as const;

export function withFacets(body: ProductFilterBody, filter: ProductFacetFilter): ProductFilterBody {
  return { ...body, filter: { ...body.filter, ...filter } };
}

/** What a listing's spans depend on (not its page, nor its facets): one key per listing view. */
export function spansKey(body: ProductFilterBody): string {
  return JSON.stringify([body.retailerId, body.provider, body.menuType, body.filter, body.search]);
}
