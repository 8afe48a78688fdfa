import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  BrandSchema,
  CategorySchema,
  ProductSchema,
  RetailerSchema,
  SearchSuggestionResultSchema,
  SpecialSchema,
  readFilteredProducts,
  type ProductFilterRequest,
} from '../../schemas';
import type { ApiClient } from './client';
import { DEADLINES } from './deadlines';
import { defaultApiClient } from './defaultClient';
import { ApiError } from './errors';
import { readPage, readRecord } from './readWith';

/**
 * Query option factories for the mock-backend contract. Each parses with the schema readers, so a
 * bad record becomes defaults or is dropped (with a diagnostic) instead of throwing into a view.
 * Use with useQuery(...) or queryClient.fetchQuery(...); the client defaults to the app's.
 */

/** Raw on purpose: the site shell parses it with parseSiteConfig and shows its diagnostics.
 * Its shorter deadline keeps the whole page from waiting long on a CMS that does not answer. */
export const siteSettingsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['cms', 'settings'],
    queryFn: ({ signal }) => client.get('/cms/settings', { signal, timeoutMs: DEADLINES.settings }),
  });

export const retailersQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['retailers'],
    queryFn: async ({ signal }) =>
      readPage(RetailerSchema, await client.get('/retailers', { signal }), 'GET /retailers'),
  });

/**
 * A record the server says does not exist (404) is an answer, not a failure: null, like an empty
 * response. The page then shows "not found" in the server's HTML and the browser's first render
 * alike (a failed query is not sent to the browser), and the server can answer 404.
 */
async function readMissingAsNull<T extends Parameters<typeof readRecord>[0]>(
  schema: T,
  body: Promise<unknown>,
  source: string,
) {
  try {
    return readRecord(schema, await body, source);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** null when the store does not exist in the response. */
export const retailerQuery = (idOrSlug: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['retailers', idOrSlug],
    queryFn:
      idOrSlug === ''
        ? skipToken
        : async ({ signal }) =>
            readMissingAsNull(
              RetailerSchema,
              client.get(`/retailers/${encodeURIComponent(idOrSlug)}`, { signal }),
              'GET /retailers/:id',
            ),
  });

export const brandsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: async ({ signal }) =>
      readPage(BrandSchema, await client.get('/brands', { signal }), 'GET /brands'),
  });

export const sponsoredBrandsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['brands', 'sponsored'],
    queryFn: async ({ signal }) =>
      readPage(
        BrandSchema,
        await client.get('/brands/sponsored', { signal }),
        'GET /brands/sponsored',
      ),
  });

export const categoriesQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal }) =>
      readPage(CategorySchema, await client.get('/categories', { signal }), 'GET /categories'),
  });

/** Specials of the chosen store; before a store is chosen, every store's specials, so the
 * footer and deal sections still have something to offer. */
export const specialsQuery = (retailerId: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['specials', retailerId],
    queryFn: async ({ signal }) =>
      readPage(
        SpecialSchema,
        await client.get('/specials', { query: retailerId === '' ? {} : { retailerId }, signal }),
        'GET /specials',
      ),
  });

export const productQuery = (slug: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['products', slug],
    queryFn:
      slug === ''
        ? skipToken
        : async ({ signal }) =>
            readMissingAsNull(
              ProductSchema,
              client.get(`/products/${encodeURIComponent(slug)}`, { signal }),
              'GET /products/:slug',
            ),
  });

/** Spec 7.3: a response carrying error reads as an empty list. */
export const productFilterQuery = (
  body: ProductFilterRequest,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['products', 'filter', body],
    queryFn: async ({ signal }) =>
      readFilteredProducts(await client.post('/products/filter', body, { signal })),
  });

export const searchSuggestionsQuery = (
  term: string,
  retailerId: string,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term, retailerId],
    queryFn:
      term.trim() === ''
        ? skipToken
        : async ({ signal }) =>
            readRecord(
              SearchSuggestionResultSchema,
              await client.get('/search/suggestions', { query: { term, retailerId }, signal }),
              'GET /search/suggestions',
            ) ?? SearchSuggestionResultSchema.parse(undefined),
  });
