import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ProductFilterRequest } from '../../schemas';
import type { ApiClient } from './client';
import { DEADLINES } from './deadlines';
import { defaultApiClient } from './defaultClient';
import { loadSchemas, readMissingAsNull, readPage, readRecordOr } from './readWith';

/**
 * Query option factories for the mock-backend contract. Each parses with the schema readers, so a
 * bad record becomes defaults or is dropped (with a diagnostic) instead of throwing into a view.
 * Use with useQuery(...) or queryClient.fetchQuery(...); the client defaults to the app's.
 */

/** Parsed leniently (parseSiteConfig), with the diagnostics the site shell shows: a hydrating
 * browser takes the server's parsed settings from its query cache, and the parser (with zod)
 * loads only with a fetch in the browser. Its shorter deadline keeps the whole page from waiting
 * long on a CMS that does not answer. */
export const siteSettingsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['cms', 'settings'],
    queryFn: async ({ signal }) => {
      const [raw, { parseSiteConfig }] = await Promise.all([
        client.get('/cms/settings', { signal, timeoutMs: DEADLINES.settings }),
        import('../../schemas/site'),
      ]);
      return parseSiteConfig(raw);
    },
  });

export const retailersQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['retailers'],
    queryFn: async ({ signal }) =>
      readPage(
        (s) => s.RetailerSchema,
        await client.get('/retailers', { signal }),
        'GET /retailers',
      ),
  });

/** null when the store does not exist in the response. */
export const retailerQuery = (idOrSlug: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['retailers', idOrSlug],
    queryFn:
      idOrSlug === ''
        ? skipToken
        : async ({ signal }) =>
            readMissingAsNull(
              (s) => s.RetailerSchema,
              client.get(`/retailers/${encodeURIComponent(idOrSlug)}`, { signal }),
              'GET /retailers/:id',
            ),
  });

export const brandsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: async ({ signal }) =>
      readPage((s) => s.BrandSchema, await client.get('/brands', { signal }), 'GET /brands'),
  });

export const sponsoredBrandsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['brands', 'sponsored'],
    queryFn: async ({ signal }) =>
      readPage(
        (s) => s.BrandSchema,
        await client.get('/brands/sponsored', { signal }),
        'GET /brands/sponsored',
      ),
  });

export const categoriesQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal }) =>
      readPage(
        (s) => s.CategorySchema,
        await client.get('/categories', { signal }),
        'GET /categories',
      ),
  });

/** Specials of the chosen store; before a store is chosen, every store's specials, so the
 * footer and deal sections still have something to offer. */
export const specialsQuery = (retailerId: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['specials', retailerId],
    queryFn: async ({ signal }) =>
      readPage(
        (s) => s.SpecialSchema,
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
              (s) => s.ProductSchema,
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
    queryFn: async ({ signal }) => {
      const [response, { readFilteredProducts }] = await Promise.all([
        client.post('/products/filter', body, { signal }),
        loadSchemas(),
      ]);
      return readFilteredProducts(response);
    },
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
            readRecordOr(
              (s) => s.SearchSuggestionResultSchema,
              await client.get('/search/suggestions', { query: { term, retailerId }, signal }),
              'GET /search/suggestions',
              undefined,
            ),
  });
