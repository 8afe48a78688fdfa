/**
 * Reads the catalogue the sitemap lists through the storefront's own API contract and schema
 * readers, so it works the same against the embedded mock and a real backend.
 */
import { ProductFilterRequestSchema, readFilteredProducts } from '../schemas';
import type { ApiClient } from '../engine/api/client';
import { readPage } from '../engine/api/readWith';
import type { DataCache } from './dataCache';
import { SITEMAP_URL_LIMIT, type SitemapCatalogue } from './sitemap';

const PRODUCT_PAGE = 100;

/** The catalogue takes a call per 100 products; crawlers keep the sitemap an hour anyway
 * (server/app.ts), so it is kept at least this long whatever the shared reads' freshness. */
export const SITEMAP_CATALOGUE_MIN_TTL_MS = 5 * 60 * 1000;

async function productSlugs(client: ApiClient): Promise<string[]> {
  const slugs: string[] = [];
  // Until a short page: the filter answers no total in every backend (spec 7.3).
  for (let offset = 0; offset < SITEMAP_URL_LIMIT; offset += PRODUCT_PAGE) {
    const body = ProductFilterRequestSchema.parse({
      pagination: { offset, limit: PRODUCT_PAGE },
    });
    const page = readFilteredProducts(await client.post('/products/filter', body));
    slugs.push(...page.map((product) => product.slug));
    if (page.length < PRODUCT_PAGE) break;
  }
  return slugs;
}

export async function loadSitemapCatalogue(client: ApiClient): Promise<SitemapCatalogue> {
  const [retailers, categories, brands, specials, products] = await Promise.all([
    client
      .get('/retailers')
      .then((body) => readPage((s) => s.RetailerSchema, body, 'GET /retailers')),
    client
      .get('/categories')
      .then((body) => readPage((s) => s.CategorySchema, body, 'GET /categories')),
    client.get('/brands').then((body) => readPage((s) => s.BrandSchema, body, 'GET /brands')),
    client.get('/specials').then((body) => readPage((s) => s.SpecialSchema, body, 'GET /specials')),
    productSlugs(client),
  ]);
  return {
    retailers: retailers.items,
    categories: categories.items,
    brands: brands.items,
    specials: specials.items,
    productSlugs: products,
  };
}

/**
 * The catalogue from `cache` under `scope` (server/cachedClient.ts cacheScopeOf), loaded through
 * `client` when it has none to give; straight from `client` without a cache or a scope.
 */
export function readSitemapCatalogue(
  client: ApiClient,
  cache: DataCache<SitemapCatalogue> | null,
  scope: string | null,
): Promise<SitemapCatalogue> {
  const load = () => loadSitemapCatalogue(client);
  return cache === null || scope === null ? load() : cache.read(scope, load, 'sitemap.xml');
}
