import { describe, expect, it } from 'vitest';
import { DEADLINES } from '../engine/api/deadlines';
import { TIMEOUT_ERROR_MESSAGE } from '../engine/api/errors';
import { DEFAULT_RENDER_BUDGET_MS } from './env';
import { BROWSER_UA, CRAWLER_UA, faultyServer, headOf, mainText } from './faultyServer';
import { RETRY_AFTER_SECONDS } from './serverErrors';

// What a crawler (whole pages, no JavaScript) and a shopper's browser (streamed pages, then the
// app) get from the production server when the API fails under a page: never a blank page; a
// page without its own record says so with its status; the API's message reaches the shopper's
// toast (spec 8). The API is made to fail with the embedded mock's `mock-faults` header.

const READERS = [
  ['a crawler', CRAWLER_UA],
  ['a shopper', BROWSER_UA],
] as const;

/** The parts of the storefront around every page: what tells a person where they are. */
function expectStorefrontAround(html: string) {
  expect(html).toMatch(/<header\b/);
  expect(html).toContain('Shop All');
  expect(html).toMatch(/<footer\b[\s\S]*Greenleaf Market/);
}

/** Reads a response to its end, streamed or not. */
const fullText = (response: Response) => response.text();

describe('the API answers 5xx', { timeout: 30_000 }, () => {
  it.each(READERS)(
    'for a product, %s gets 503 with Retry-After, the page’s own head and the storefront around it',
    async (_reader, userAgent) => {
      const { request, alarms } = faultyServer();
      const response = await request('/product/blue-dream', {
        faults: { product: 503 },
        userAgent,
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      const html = await fullText(response);
      // The page's stand-in title in the head, not the template's.
      expect(headOf(html)).toMatch(/<title data-provisional="">Product Details \| Greenleaf/);
      expect(headOf(html)).not.toContain('<title>Storefront</title>');
      expectStorefrontAround(html);
      expect(mainText(html)).toContain('Product Details');
      // A failed call of the page's is no server error: nothing to alarm an operator.
      expect(alarms()).toEqual([]);
    },
  );

  it.each(READERS)(
    'for a listing’s own list, %s still gets the page around it',
    async (_reader, userAgent) => {
      const { request } = faultyServer();
      const response = await request('/categories', { faults: { categories: 503 }, userAgent });
      expect(response.status).toBe(200);
      const html = await fullText(response);
      expect(headOf(html)).toContain('<title>Categories | Greenleaf Market</title>');
      expect(html).toMatch(/<h1[^>]*>Categories<\/h1>/);
      expectStorefrontAround(html);
    },
  );

  it('passes the API’s status and message to the shopper’s own call (spec 8: its toast)', async () => {
    const { request } = faultyServer();
    const response = await request('/api/products/blue-dream', { faults: { product: 503 } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      statusCode: 503,
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('the API never answers', { timeout: 30_000 }, () => {
  /** The response and its body, with the milliseconds from `started` to its end. */
  const timed = async (answer: Promise<Response>, started: number) => {
    const response = await answer;
    const text = await response.text();
    return { response, ms: performance.now() - started, text };
  };
  const withinBudget = (ms: number) => {
    expect(ms).toBeGreaterThanOrEqual(DEFAULT_RENDER_BUDGET_MS - 50);
    expect(ms).toBeLessThan(DEFAULT_RENDER_BUDGET_MS + 1_500);
  };

  it('a page goes out at the render budget (503 without its record); the shopper’s call times out at the read deadline', async () => {
    const { request } = faultyServer();
    const started = performance.now();
    const [page, call] = await Promise.all([
      timed(
        request('/product/blue-dream', { faults: { product: 'hang' }, userAgent: CRAWLER_UA }),
        started,
      ),
      timed(request('/api/products/blue-dream', { faults: { product: 'hang' } }), started),
    ]);
    withinBudget(page.ms);
    expect(page.response.status).toBe(503);
    expect(page.response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expectStorefrontAround(page.text);
    expect(call.ms).toBeGreaterThanOrEqual(DEADLINES.read - 50);
    expect(call.ms).toBeLessThan(DEADLINES.read + 3_000);
    expect(call.response.status).toBe(504);
    expect(JSON.parse(call.text)).toEqual({ statusCode: 504, message: TIMEOUT_ERROR_MESSAGE });
  });

  it.each(READERS)(
    'a list that never answers: %s gets the page at the render budget, the list left to the browser',
    async (_reader, userAgent) => {
      const { request, alarms } = faultyServer();
      const started = performance.now();
      const page = await timed(
        request('/shop', { faults: { productFilter: 'hang' }, userAgent }),
        started,
      );
      withinBudget(page.ms);
      // The page is there, with its list as while loading; the browser asks for the list itself.
      expect(page.response.status).toBe(200);
      expect(page.text).toMatch(/<h1[^>]*>Shop<\/h1>/);
      expect(page.text).toContain('Loading products');
      expect(page.text).not.toMatch(/"queryKey":\["products","filter"/);
      expect(alarms()).toEqual([]);
    },
  );
});

describe('the API answers malformed JSON or a shape it does not know', { timeout: 30_000 }, () => {
  it.each(['malformed', 'wrongShape'] as const)(
    '/shop, its product list %s: an empty list, as for a filter answer carrying an error (spec 7.3, 8)',
    async (fault) => {
      const { request } = faultyServer();
      for (const [, userAgent] of READERS) {
        const response = await request('/shop', { faults: { productFilter: fault }, userAgent });
        expect(response.status).toBe(200);
        const html = await fullText(response);
        expect(mainText(html)).toContain('No products here yet');
        expect(mainText(html)).toContain('0 products');
        expectStorefrontAround(html);
      }
    },
  );

  it.each(['malformed', 'wrongShape'] as const)(
    '/brands, its list %s: the page’s empty state, not a blank page',
    async (fault) => {
      const { request } = faultyServer();
      const response = await request('/brands', {
        faults: { brands: fault },
        userAgent: CRAWLER_UA,
      });
      expect(response.status).toBe(200);
      const html = await fullText(response);
      expect(mainText(html)).toContain('No brands yet');
      expectStorefrontAround(html);
    },
  );

  // A broken answer is not the API saying the product is gone: a crawler told 404 drops the page
  // from its index (engine/api/client.ts reads a success that is not JSON as a 502).
  it('a product answered with malformed JSON is not called missing (404)', async () => {
    const { request } = faultyServer();
    const response = await request('/product/blue-dream', {
      faults: { product: 'malformed' },
      userAgent: CRAWLER_UA,
    });
    expect(response.status).not.toBe(404);
  });
});

describe('the sitemap when the API fails', { timeout: 30_000 }, () => {
  it.each([
    ['answers 503', { productFilter: 503 }],
    ['drops the connection', { retailers: 'network' }],
  ] as const)(
    '%s: 503 with Retry-After, not cached, logged as a warning',
    async (_name, faults) => {
      const { request, alarms } = faultyServer();
      const response = await request('/sitemap.xml', { faults, userAgent: CRAWLER_UA });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('<urlset');
      expect(alarms()).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'No sitemap: the API failed.',
          path: '/sitemap.xml',
          requestId: response.headers.get('x-request-id'),
        }),
      ]);
    },
  );

  it.each(['malformed', 'wrongShape'] as const)(
    'its products %s: the other pages are still listed, without products',
    async (fault) => {
      const { request } = faultyServer();
      const response = await request('/sitemap.xml', { faults: { productFilter: fault } });
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/<\/urlset>\n$/);
      expect(xml).toContain('<loc>https://shop.example/shop</loc>');
      expect(xml).toMatch(/<loc>https:\/\/shop\.example\/category\/[^<]+<\/loc>/);
      expect(xml).not.toContain('/product/');
    },
  );
});
