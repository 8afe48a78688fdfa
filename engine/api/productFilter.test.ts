import { afterEach, describe, expect, it } from 'vitest';
import { clearDiagnostics, listDiagnostics } from '../stores/diagnosticsLog';
import {
  productFilterBody,
  productFilterPageQuery,
  readProductFilterPage,
  trendingProductsBody,
} from './productFilter';
import type { ApiClient } from './client';

const store = { retailerId: 'r-1', provider: 'pos', menuType: 'RECREATIONAL' as const };

describe('productFilterBody (spec 7.3)', () => {
  it('no filter: empty lists are left out, so "everything" is one cache key', () => {
    expect(productFilterBody({ ...store, brandIds: [], search: '', limit: 6 })).toEqual({
      ...store,
      filter: {},
      search: '',
      pagination: { offset: 0, limit: 6 },
      sort: { key: 'POPULAR', direction: 'DESC' },
    });
  });

  it('trending products: brandIds empty, search empty, offset 0, limit 6, POPULAR DESC', () => {
    expect(trendingProductsBody(store, 6)).toEqual({
      ...store,
      filter: { brandIds: [] },
      search: '',
      pagination: { offset: 0, limit: 6 },
      sort: { key: 'POPULAR', direction: 'DESC' },
    });
  });

  it.each([
    [{ brandIds: ['b-01'] }, { brandIds: ['b-01'] }],
    [{ slugs: ['a', 'b'] }, { slugs: ['a', 'b'], isActive: true }],
    [{ categories: ['Flowers'] }, { categories: ['Flowers'] }],
    [{ specialSlug: 'bogo-pre-rolls' }, { specialSlug: 'bogo-pre-rolls' }],
    [{ price: '100-above' }, { price: '100-above' }],
    [{ specialSlug: null, price: null, slugs: [] }, {}],
  ])('filter %j', (input, filter) => {
    expect(productFilterBody({ ...store, ...input }).filter).toEqual(filter);
  });

  it.each([
    [
      { offset: 32, limit: 16 },
      { offset: 32, limit: 16 },
    ],
    [
      { offset: -4, limit: 0 },
      { offset: 0, limit: 1 },
    ],
    [{}, { offset: 0, limit: 20 }],
  ])('pagination %j', (input, pagination) => {
    expect(productFilterBody({ ...store, ...input }).pagination).toEqual(pagination);
  });

  it('trims the search term', () => {
    expect(productFilterBody({ ...store, search: '  gelato ' }).search).toBe('gelato');
  });
});

describe('readProductFilterPage', () => {
  afterEach(() => clearDiagnostics());

  it('reads menu.products and menu.total', async () => {
    const page = await readProductFilterPage({
      menu: { products: [{ slug: 'a', productName: 'A', price: 10 }], total: 40 },
    });
    expect(page.total).toBe(40);
    expect(page.products.map((p) => [p.slug, p.productSlug, p.price])).toEqual([['a', 'a', 10]]);
  });

  it('reads menu.facets, and null where the API counts none', async () => {
    const facets = {
      strainTypes: [{ value: 'INDICA', count: 3 }],
      thc: { unit: 'PERCENT', min: 12, max: 31 },
    };
    expect((await readProductFilterPage({ menu: { products: [], facets } })).facets).toEqual({
      ...facets,
      effects: [],
      terpenes: [],
      cbd: null,
    });
    expect((await readProductFilterPage({ menu: { products: [] } })).facets).toBeNull();
  });

  it('a total smaller than the page is the page length', async () => {
    expect((await readProductFilterPage({ menu: { products: [{ slug: 'a' }] } })).total).toBe(1);
  });

  it.each([
    [{ error: 'Invalid filter', menu: { products: [{ slug: 'a' }], total: 1 } }],
    [{ error: { code: 500 } }],
  ])('a response carrying error is an empty list with a diagnostic: %j', async (body) => {
    expect(await readProductFilterPage(body)).toEqual({ products: [], total: 0, facets: null });
    expect(listDiagnostics().some((d) => d.path === 'error')).toBe(true);
  });

  it.each([[null], ['text'], [{}], [{ menu: { products: 'x' } }]])(
    'a malformed body %j is an empty page',
    async (body) => {
      expect(await readProductFilterPage(body)).toEqual({ products: [], total: 0, facets: null });
    },
  );
});

describe('productFilterPageQuery', () => {
  it('posts the body to /products/filter and keys the cache by it', async () => {
    const posts: [string, unknown][] = [];
    const client = {
      post: async (path: string, body: unknown) => {
        posts.push([path, body]);
        return { menu: { products: [], total: 0 } };
      },
    } as unknown as ApiClient;
    const body = productFilterBody({ ...store, categories: ['Edibles'] });
    const options = productFilterPageQuery(body, client);
    expect(options.queryKey).toEqual(['products', 'filter', 'page', body]);
    const queryFn = options.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual({
      products: [],
      total: 0,
      facets: null,
    });
    expect(posts).toEqual([['/products/filter', body]]);
  });
});
