import { expect, type Page } from '@playwright/test';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { readWholePage, SERVER_ORIGIN, test, watchErrors } from './helpers';

// Streaming: a section that waits on a slow list no longer holds up the page. The
// server sends the page with the section as it shows while loading, then the section when its
// list comes; the browser shows it in place and takes over without a mismatch or a refetch.
// The mock's product filter is made slow with the request header its faults are read from.

test.use({ baseURL: SERVER_ORIGIN });

/** How late the product filter answers: far longer than the server takes to render a page, and
 * within its render budget (RENDER_BUDGET_MS, 3 s). */
const LIST_DELAY_MS = 2_000;
const SLOW_LISTS = {
  [MOCK_FAULTS_HEADER]: JSON.stringify({ productFilter: { delayMs: LIST_DELAY_MS } }),
};
/** A shopper's browser (a crawler's user agent gets whole pages). */
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Product filter calls the page itself makes (the server's own are not seen here). */
const filterCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products/filter') calls.push(request.url());
  });
  return calls;
};

/** The page's own document, read as it arrives: when each text first appeared, from the start. */
async function arrivalTimes(
  url: string,
  headers: Record<string, string>,
  texts: readonly string[],
): Promise<{ at: Map<string, number>; html: string; encoding: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
  const decoder = new TextDecoder();
  const at = new Map<string, number>();
  let html = '';
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    html += decoder.decode(next.value, { stream: true });
    for (const text of texts)
      if (!at.has(text) && html.includes(text)) at.set(text, performance.now() - started);
  }
  return { at, html, encoding: response.headers.get('content-encoding') };
}

test.describe('a slow product list', () => {
  test.setTimeout(60_000);

  test('/shop: the page’s first bytes come before the list is answered, the products after', async ({
    extraHTTPHeaders,
  }) => {
    const { at, html, encoding } = await arrivalTimes(
      `${SERVER_ORIGIN}/shop`,
      { ...extraHTTPHeaders, ...SLOW_LISTS, 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' },
      ['<h1', 'Loading products', 'Blue Dream'],
    );
    // Compressed, and still streamed (each part is flushed through the compressor).
    expect(encoding).toBe('gzip');
    const heading = at.get('<h1') ?? Number.NaN;
    const loading = at.get('Loading products') ?? Number.NaN;
    const products = at.get('Blue Dream') ?? Number.NaN;
    expect(heading).toBeLessThan(LIST_DELAY_MS);
    expect(loading).toBeLessThan(LIST_DELAY_MS);
    expect(products).toBeGreaterThanOrEqual(LIST_DELAY_MS);
    // The late list's data reaches the browser too, so it hydrates without asking again.
    expect(html.indexOf('id="storefront-render"')).toBeGreaterThan(html.indexOf('Blue Dream'));
  });

  test('a crawler gets the whole page in one piece', async ({ extraHTTPHeaders }) => {
    const { at, html } = await arrivalTimes(
      `${SERVER_ORIGIN}/shop`,
      {
        ...extraHTTPHeaders,
        ...SLOW_LISTS,
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      ['<h1', 'Blue Dream'],
    );
    expect(at.get('<h1')).toBeGreaterThanOrEqual(LIST_DELAY_MS);
    expect(html).not.toContain('Loading products');
    expect(html).not.toContain('<template id="B:');
  });

  test.describe('in a browser', () => {
    test.use({ userAgent: BROWSER_UA, extraHTTPHeaders: SLOW_LISTS });

    test('/shop shows the page, then its products in place, and takes over without a mismatch', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const calls = filterCalls(page);
      await page.goto('/shop', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
      await expect(main.getByText('Blue Dream')).toHaveCount(0);

      const grid = main.getByRole('list', { name: /products/i }).first();
      await expect(grid).toBeVisible({ timeout: LIST_DELAY_MS + 10_000 });
      await expect(grid.getByText('Blue Dream').first()).toBeVisible();
      // In its place (inside the page's <main>, where the skeleton was), styled as the grid it is.
      await expect(main.getByRole('status').filter({ hasText: 'Loading products' })).toHaveCount(0);
      expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid');

      await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
      await readWholePage(page);
      expect(errors).toEqual([]);
      // The browser hydrated from the server's list: it did not ask for it again.
      expect(calls).toEqual([]);

      // And the section is live: a filter choice is the browser's to answer now.
      await main
        .getByRole('link', { name: /flower/i })
        .first()
        .click();
      await expect(page).toHaveURL(/category=flowers|\/category\/flowers/);
    });

    test('a product page shows the product at once and its related products later', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto('/product/blue-dream', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText('Blue Dream');
      const related = main.getByRole('region', { name: /^More / });
      await expect(related.getByRole('status')).toBeVisible();
      await expect(related.getByRole('list')).toBeVisible({ timeout: LIST_DELAY_MS + 10_000 });
      await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
      await readWholePage(page);
      expect(errors).toEqual([]);
    });
  });

  test.describe('a list later than the render budget', () => {
    /** Later than the budget (3 s): the server stops waiting, the browser asks for it itself. */
    const LATER_THAN_BUDGET = {
      [MOCK_FAULTS_HEADER]: JSON.stringify({ productFilter: { delayMs: 4_500 } }),
    };
    test.use({ userAgent: BROWSER_UA, extraHTTPHeaders: LATER_THAN_BUDGET });

    test('/shop ends at the budget with the list loading; the browser fetches it and shows it', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const calls = filterCalls(page);
      const response = await page.goto('/shop', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
      // The server's document ended without the list: the browser asked for it after hydrating.
      expect(await response?.text()).not.toContain('Blue Dream');
      await expect.poll(() => calls.length).toBe(1);
      const grid = main.getByRole('list', { name: /products/i }).first();
      await expect(grid.getByText('Blue Dream').first()).toBeVisible({ timeout: 15_000 });
      expect(errors).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ userAgent: BROWSER_UA, extraHTTPHeaders: SLOW_LISTS, javaScriptEnabled: false });

    test('/shop still shows its products once they come', async ({ page }) => {
      await page.goto('/shop');
      await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
      await expect(page.getByText('Blue Dream').first()).toBeVisible();
      await expect(page.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    });
  });
});
