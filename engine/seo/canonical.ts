/**
 * The canonical URL of a page (SEO): one address per piece of content, whatever store,
 * menu type, tracking tag or parameter order the shopper arrived with. Pure, so the rule is a
 * table test and the server and the browser agree.
 *
 * - The path is kept as routed (the app's own links encode each segment), without a trailing "/".
 * - A query parameter survives only when the route's content depends on it (CONTENT_PARAMS),
 *   in that fixed order; "pageNo=1" is the first page itself and is dropped.
 * - The chosen store, menu type and order type travel in a cookie (engine/site/storeCookie), so
 *   they never reach the canonical. A product is one page across stores and menu types. Only the
 *   deal pages, whose deals are one store's, keep a `store` query when the address names one.
 * - A view of a listing (narrowed by facets: engine/rules/facetParams, which are no content
 *   parameters) names the listing's first page: `firstPage` drops the page number too.
 */

/** The query parameter that names a store on pages whose content is one store's. */
export const STORE_PARAM = 'store';

const LISTING = ['search', 'category', 'brand', 'price', 'pageNo'] as const;
const BRAND_LISTING = ['category', 'price', 'pageNo'] as const;
const DEAL_LISTING = ['specialSlug', 'brandId', STORE_PARAM] as const;

/** Route id (engine/routing) → the parameters that change what the page shows. */
const CONTENT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  shop: LISTING,
  shopConfigured: LISTING,
  shopBrand: BRAND_LISTING,
  shopConfiguredBrand: BRAND_LISTING,
  brandDetails: BRAND_LISTING,
  category: ['brand', 'price', 'pageNo'],
  shopByPrice: ['price', 'pageNo'],
  search: ['search'],
  specials: DEAL_LISTING,
  deals: [STORE_PARAM],
  dealDetails: [STORE_PARAM],
  dealsCategory: [STORE_PARAM],
  dealsCategoryDetails: [STORE_PARAM],
  dealsCollectionAll: DEAL_LISTING,
  dealsCollection: DEAL_LISTING,
};

export type CanonicalInput = {
  /** The site's origin, e.g. "https://shop.example" (a trailing "/" is ignored). */
  origin: string;
  /** The routed path, as in the address bar (encoded). */
  pathname: string;
  /** The query string, with or without "?". */
  search: string;
  /** The matched route's id; unknown ids keep no parameters. */
  routeId: string | null;
  /** Name the first page whatever page this is (a view's page 3 is no page of the listing). */
  firstPage?: boolean;
};

/** The parameters of `routeId` that change its content, in their canonical order. */
export function contentParams(routeId: string | null): readonly string[] {
  if (routeId === null || !Object.hasOwn(CONTENT_PARAMS, routeId)) return [];
  return CONTENT_PARAMS[routeId] ?? [];
}

export function canonicalUrl({
  origin,
  pathname,
  search,
  routeId,
  firstPage = false,
}: CanonicalInput): string {
  const base = origin.replace(/\/+$/, '');
  const path = pathname === '' || pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of contentParams(routeId)) {
    const value = given.get(key)?.trim() ?? '';
    if (value === '' || (key === 'pageNo' && (value === '1' || firstPage))) continue;
    kept.set(key, value);
  }
  const query = kept.toString();
  return `${base}${path}${query === '' ? '' : `?${query}`}`;
}
