import { queryOptions } from '@tanstack/react-query';
import type { MenuType, Product, ProductFacets } from '../../schemas';
import type { ProductFilterBody } from '../../schemas/api/requestBodies';
import { PRODUCT_SORT } from '../../schemas/constants';
import { reportDiagnostics } from '../stores/diagnosticsLog';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import { loadSchemas } from './readWith';

/**
 * The product filter of spec 7.3. The body carries the store (retailerId, provider, menuType),
 * one filter family (brandIds, slugs with isActive true, or categories), the search term,
 * pagination and the POPULAR DESC sort. Our listings also narrow by deal (specialSlug) and price
 * band (spec 9 "Shop By Price"); both travel inside `filter`, next to the spec's own fields.
 * The body's schema is the API contract's (schemas/api/requestBodies.ts).
 */
export type { ProductFilterBody };

export type ProductFilterInput = {
  retailerId: string;
  provider: string;
  menuType: MenuType;
  brandIds?: readonly string[];
  /** Sent with isActive true, as the spec pairs them. */
  slugs?: readonly string[];
  categories?: readonly string[];
  specialSlug?: string | null;
  price?: string | null;
  search?: string;
  offset?: number;
  limit?: number;
};

/** Empty lists and values are left out, so the cache key of "no filter" is one key. */
export function productFilterBody(input: ProductFilterInput): ProductFilterBody {
  const filter: ProductFilterBody['filter'] = {};
  if (input.brandIds?.length) filter.brandIds = [...input.brandIds];
  if (input.slugs?.length) {
    filter.slugs = [...input.slugs];
    filter.isActive = true;
  }
  if (input.categories?.length) filter.categories = [...input.categories];
  if (input.specialSlug) filter.specialSlug = input.specialSlug;
  if (input.price) filter.price = input.price;
  return {
    retailerId: input.retailerId,
    provider: input.provider,
    menuType: input.menuType,
    filter,
    search: (input.search ?? '').trim(),
    pagination: { offset: Math.max(0, input.offset ?? 0), limit: Math.max(1, input.limit ?? 20) },
    sort: { key: PRODUCT_SORT.key, direction: PRODUCT_SORT.direction },
  };
}

/**
 * The trending request exactly as spec 7.3 shows it: brandIds empty (every brand), search empty,
 * the first `limit` products, POPULAR DESC. Sent with its empty brandIds, unlike "no filter".
 */
export function trendingProductsBody(
  store: Pick<ProductFilterInput, 'retailerId' | 'provider' | 'menuType'>,
  limit: number,
): ProductFilterBody {
  const body = productFilterBody({ ...store, search: '', offset: 0, limit });
  return { ...body, filter: { ...body.filter, brandIds: [] } };
}

export type ProductFilterPage = {
  products: Product[];
  /** Every match across pages; the page's length when the server gives no total. */
  total: number;
  /** The counts and spans to narrow the list by; null where the API gives none (no facets shown). */
  facets: ProductFacets | null;
};

/**
 * menu.products and menu.total. A response carrying error reads as an empty list (spec 7.3, §8):
 * the shopper sees the empty state, the diagnostic log says why.
 */
export async function readProductFilterPage(body: unknown): Promise<ProductFilterPage> {
  const { parseLenient, ProductFilterResponseSchema } = await loadSchemas();
  const { value, diagnostics } = parseLenient(ProductFilterResponseSchema, body, 'product filter');
  if (diagnostics.length > 0) reportDiagnostics(diagnostics);
  if (value.error !== undefined && value.error !== null) {
    reportDiagnostics([
      {
        source: 'POST /products/filter',
        path: 'error',
        problem: `the response carries an error: ${JSON.stringify(value.error).slice(0, 120)}`,
        used: 'an empty product list',
      },
    ]);
    return { products: [], total: 0, facets: null };
  }
  const { products, total, facets } = value.menu;
  return { products, total: Math.max(total, products.length), facets };
}

export const productFilterPageQuery = (
  body: ProductFilterBody,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['products', 'filter', 'page', body],
    queryFn: async ({ signal }) =>
      readProductFilterPage(await client.post('/products/filter', body, { signal })),
  });
