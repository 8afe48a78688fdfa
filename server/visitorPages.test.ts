import { describe, expect, it } from 'vitest';
import { createServerApp, type PageRenderer } from './app';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import { VISITOR_COOKIE } from './visitorSandbox';

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
type Cart = { data: { totals: { cartCounter: number } } };

/** A page that puts a product in the cart while it renders, and shows the cart's count. */
const cartFillingPage: PageRenderer = async (_request, { client }) => {
  await client.post('/cart/items', { productId: 'p-001', option: '3.5g' });
  const cart = (await client.get('/cart')) as Cart;
  return {
    status: 200,
    html: `<main>${cart.data.totals.cartCounter} in cart</main>`,
    styles: '',
    state: { queries: [], mutations: [] },
    now: '2026-11-22T14:00:00',
    caching: 'guest' as const,
    complete: true,
    storeSelection: null,
    hydrationModules: [],
  };
};

const server = createServerApp({
  clientDir: '.',
  indexHtml: INDEX,
  mockApi: createMockApi(),
  apiBaseUrl: null,
  publicOrigin: 'https://shop.example',
  logger: createLogger({ write: () => undefined }),
  renderPage: cartFillingPage,
});

const visitorCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`))
    ?.split(';')[0] ?? '';

describe('pages of the embedded default', () => {
  it('render from the visitor’s own sandbox, from their very first visit on', async () => {
    const first = await server.request('http://shop.test/');
    expect(await first.text()).toContain('1 in cart');
    const visitor = visitorCookieOf(first);
    expect(visitor).not.toBe('');
    // The id handed out with the page is the sandbox the render used.
    const cart = await server.request('http://shop.test/api/cart', {
      headers: { cookie: visitor },
    });
    expect(((await cart.json()) as Cart).data.totals.cartCounter).toBe(1);
    const again = await server.request('http://shop.test/', { headers: { cookie: visitor } });
    expect(await again.text()).toContain('2 in cart');
    // Another visitor starts with a cart of their own.
    expect(await (await server.request('http://shop.test/')).text()).toContain('1 in cart');
  });
});
