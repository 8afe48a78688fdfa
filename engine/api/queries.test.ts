import { skipToken } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductFilterRequestSchema } from '../../schemas';
import { clearDiagnostics, listDiagnostics } from '../stores/diagnosticsLog';
import {
  meQuery,
  notificationsQuery,
  recommendedProductsQuery,
  wishlistsQuery,
} from './accountQueries';
import { createApiClient, type ApiClient, type RequestOptions } from './client';
import { DEADLINES } from './deadlines';
import { ApiError } from './errors';
import {
  brandsQuery,
  categoriesQuery,
  productFilterQuery,
  retailerQuery,
  retailersQuery,
  siteSettingsQuery,
  specialsQuery,
  sponsoredBrandsQuery,
} from './queries';
import { createQueryClient } from './queryClient';

const page = (data: unknown[], total = data.length) => ({ statusCode: 200, data: { data, total } });
const authorised = (request: Request) => request.headers.get('authorization') === 'Bearer tok';

const server = setupServer(
  http.get('*/api/cms/settings', () => HttpResponse.json({ tickerPageCms: { isEnabled: 'yes' } })),
  http.get('*/api/retailers', () =>
    HttpResponse.json(
      page(
        [
          { id: 1, name: 'Lansing', menuTypes: ['MEDICAL'] },
          'not a retailer',
          { id: 'r2', name: 42 },
        ],
        3,
      ),
    ),
  ),
  http.get('*/api/retailers/:id', ({ params }) =>
    params.id === 'gone'
      ? HttpResponse.json({ message: 'Retailer not found' }, { status: 404 })
      : params.id === 'down'
        ? HttpResponse.json({ message: 'Store service is down' }, { status: 503 })
        : HttpResponse.json({ statusCode: 200, data: [{ id: params.id, name: 'Detroit' }] }),
  ),
  http.get('*/api/brands', () =>
    HttpResponse.json({ statusCode: 200, data: [{ id: 'b1', brandName: 'Acme' }] }),
  ),
  http.get('*/api/brands/sponsored', () => HttpResponse.json(page([]))),
  http.get('*/api/categories', () => HttpResponse.json({ statusCode: 200, data: 'nonsense' })),
  http.get('*/api/specials', ({ request }) =>
    HttpResponse.json(
      page([{ id: 's1', name: `for ${new URL(request.url).searchParams.get('retailerId')}` }]),
    ),
  ),
  http.post('*/api/products/filter', () =>
    HttpResponse.json({ menu: { products: [{ id: 'p1', productName: 'Gummies' }], total: 1 } }),
  ),
  http.get('*/api/users/me', ({ request }) =>
    authorised(request)
      ? HttpResponse.json({ statusCode: 200, data: { _id: 'u1', firstName: 'Ada' } })
      : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
  ),
  http.get('*/api/wishlists', () =>
    HttpResponse.json({
      statusCode: 200,
      data: { wishlistItems: [{ slug: 'a', listName: 'Your List' }], wishlistProductsCount: 1 },
    }),
  ),
  http.get('*/api/notifications', () =>
    HttpResponse.json({ statusCode: 200, data: { unseenCount: 3, data: [] } }),
  ),
  http.get('*/api/recommended-products', () =>
    HttpResponse.json(page([{ id: 'p2', productName: 'Pre-roll' }])),
  ),
);

const client = createApiClient({ baseUrl: 'http://store.test/api' });
const queryClient = () => createQueryClient({ retry: 0 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  clearDiagnostics();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('public queries', () => {
  it('gives the settings call its short deadline, so a silent CMS cannot hold the page', async () => {
    const seen: (RequestOptions | undefined)[] = [];
    const recording: ApiClient = {
      ...client,
      get: async (_path, options) => {
        seen.push(options);
        return {};
      },
    };
    await queryClient().fetchQuery(siteSettingsQuery(recording));
    expect(seen[0]?.timeoutMs).toBe(DEADLINES.settings);
  });

  it('parses the site settings leniently, with their diagnostics for the shell', async () => {
    const { config, diagnostics } = await queryClient().fetchQuery(siteSettingsQuery(client));
    expect(config.settings.tickerPageCms.isEnabled).toBe(false);
    expect(diagnostics).toEqual([
      expect.objectContaining({ path: 'tickerPageCms.isEnabled', used: 'false' }),
    ]);
  });

  it('parses retailers leniently: junk dropped, bad fields defaulted, each noted as a diagnostic', async () => {
    const { items, total } = await queryClient().fetchQuery(retailersQuery(client));
    expect(total).toBe(3);
    expect(items.map((retailer) => [retailer.id, retailer.name])).toEqual([
      ['1', 'Lansing'],
      ['r2', ''],
    ]);
    expect(items[0]?.menuTypes).toEqual(['MEDICAL']);
    expect(listDiagnostics().length).toBeGreaterThanOrEqual(2);
    expect(listDiagnostics().every((d) => d.source === 'GET /retailers')).toBe(true);
  });

  it('reads a single retailer from a list-shaped response', async () => {
    const retailer = await queryClient().fetchQuery(retailerQuery('r9', client));
    expect(retailer).toMatchObject({ id: 'r9', name: 'Detroit' });
  });

  it('reads a retailer the server does not know (404) as null: the page says not found', async () => {
    await expect(queryClient().fetchQuery(retailerQuery('gone', client))).resolves.toBeNull();
  });

  it('surfaces any other failure as an ApiError with the server message', async () => {
    const error = await queryClient()
      .fetchQuery(retailerQuery('down', client))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'Store service is down' });
  });

  it('reads plain lists and empty pages', async () => {
    const qc = queryClient();
    await expect(qc.fetchQuery(brandsQuery(client))).resolves.toMatchObject({
      total: 1,
      items: [{ id: 'b1', brandName: 'Acme' }],
    });
    await expect(qc.fetchQuery(sponsoredBrandsQuery(client))).resolves.toEqual({
      items: [],
      total: 0,
    });
    await expect(qc.fetchQuery(categoriesQuery(client))).resolves.toEqual({ items: [], total: 10 });
  });

  it("asks for the chosen retailer's specials, and every store's without one", async () => {
    const { items } = await queryClient().fetchQuery(specialsQuery('r1', client));
    expect(items[0]?.name).toBe('for r1');
    const all = await queryClient().fetchQuery(specialsQuery('', client));
    expect(all.items[0]?.name).toBe('for null');
  });

  it('posts the product filter and reads menu.products', async () => {
    const products = await queryClient().fetchQuery(
      productFilterQuery(ProductFilterRequestSchema.parse({ retailerId: 'r1' }), client),
    );
    expect(products.map((product) => product.productName)).toEqual(['Gummies']);
  });
});

describe('account queries', () => {
  it('send the bearer token', async () => {
    await expect(queryClient().fetchQuery(meQuery('tok', client))).resolves.toMatchObject({
      _id: 'u1',
      firstName: 'Ada',
    });
    const error = await queryClient()
      .fetchQuery(meQuery('other', client))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it.each([
    ['me', meQuery],
    ['wishlists', wishlistsQuery],
    ['notifications', notificationsQuery],
    ['recommended products', recommendedProductsQuery],
  ] as const)('%s do not run without a token', (_label, factory) => {
    expect(factory(null, client).queryFn).toBe(skipToken);
    expect(factory('', client).queryFn).toBe(skipToken);
  });

  it('read wishlists, notifications and recommended products', async () => {
    const qc = queryClient();
    await expect(qc.fetchQuery(wishlistsQuery('tok', client))).resolves.toEqual({
      wishlistItems: [{ slug: 'a', listName: 'Your List' }],
      wishlistProductsCount: 1,
    });
    await expect(qc.fetchQuery(notificationsQuery('tok', client))).resolves.toEqual({
      unseenCount: 3,
      data: [],
    });
    const recommended = await qc.fetchQuery(recommendedProductsQuery('tok', client));
    expect(recommended.items.map((product) => product.productName)).toEqual(['Pre-roll']);
  });

  it('keys each query by token, so shoppers never share cached data', () => {
    expect(meQuery('a', client).queryKey).not.toEqual(meQuery('b', client).queryKey);
  });
});
