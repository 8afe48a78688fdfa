import { expect, type Page } from '@playwright/test';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { recordCspViolations } from './cspViolations';
import { readWholePage, returningShopperOf, SERVER_ORIGIN, test, watchErrors } from './helpers';

// The security headers of every response (server/securityHeaders.ts) and a CSP that the real
// pages keep: every journey fails on a violation (e2e/helpers.ts); these open the pages and
// fixtures that load the most kinds of code (lazy chunks, zod, the ad SDK, React's streaming
// scripts, the studio's frames) and wait until that code has run.

test.use({ baseURL: SERVER_ORIGIN });

/** A shopper's browser (a crawler's user agent gets whole pages, never streamed ones). */
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The product list answers late: /shop is streamed, its products moved in by React's script. */
const SLOW_LISTS = {
  [MOCK_FAULTS_HEADER]: JSON.stringify({ productFilter: { delayMs: 1_500 } }),
};
const TROY = {
  retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
  retailerName: 'Greenleaf Market Troy',
};

/** The CSP's directives by name, each with its sources. */
function cspOf(headers: Record<string, string>): Map<string, string[]> {
  const policy = headers['content-security-policy'] ?? '';
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const nonceOf = (headers: Record<string, string>) =>
  cspOf(headers)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1);

/** The attributes of each <script> in the HTML that runs (JSON data blocks do not). */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/type="application\/(?:ld\+)?json"/.test(attributes));

test.describe('every response', () => {
  const KINDS: Array<
    [kind: string, url: string, status: number, headers?: Record<string, string>]
  > = [
    ['a page', '/', 200],
    ['a streamed page', '/shop', 200, { ...SLOW_LISTS, 'user-agent': BROWSER_UA }],
    ['a file', '/images/logo.svg', 200],
    ['the API', '/api/categories', 200],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['the studio', '/__studio', 200],
    ['a missing file', '/assets/no-such-chunk.js', 404],
    ['an unknown page', '/no-such-page/at-all', 404],
  ];
  for (const [kind, url, status, headers] of KINDS) {
    test(`${kind} (${url}) carries the security headers`, async ({ request }) => {
      const response = await request.get(url, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const sent = response.headers();
      expect(sent['x-content-type-options']).toBe('nosniff');
      expect(sent['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(sent['x-frame-options']).toBe('SAMEORIGIN');
      expect(sent['permissions-policy']).toContain('geolocation=(self)');
      const csp = cspOf(sent);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    });
  }

  test('a streamed page has a nonce of its own, on every script of the page that runs', async ({
    request,
  }) => {
    const streamedShop = () =>
      request.get('/shop', { headers: { ...SLOW_LISTS, 'user-agent': BROWSER_UA } });
    const pages = await Promise.all(
      [streamedShop(), streamedShop()].map(async (pending) => {
        const response = await pending;
        return { nonce: nonceOf(response.headers()), html: await response.text() };
      }),
    );
    const nonces = pages.map(({ nonce }) => nonce);
    expect(nonces.every((nonce) => nonce !== undefined && nonce.length >= 16)).toBe(true);
    expect(new Set(nonces).size).toBe(pages.length);
    for (const { nonce, html } of pages) {
      // React's streaming scripts are there, and theirs is the response's nonce too.
      expect(html).toMatch(/\$RC\(|\$RC=/);
      const scripts = executableScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  test('a page sent whole names no nonce: its scripts run by their hashes, its ETag is stable', async ({
    request,
  }) => {
    const [first, second] = await Promise.all([request.get('/'), request.get('/')]);
    for (const response of [first, second]) {
      const scripts = cspOf(response.headers()).get('script-src') ?? [];
      expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false);
      expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
      const html = await response.text();
      expect(executableScripts(html).length).toBeGreaterThan(0);
      for (const attributes of executableScripts(html)) expect(attributes).not.toContain('nonce');
    }
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\//);
    expect(second.headers().etag).toBe(etag);
    const revalidated = await request.get('/', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status()).toBe(304);
  });
});

test.describe('no CSP violation in Chromium', () => {
  test.describe.configure({ timeout: 60_000 });

  /** The page has rendered (its main landmark and title) and hydrated; every part that waits
   * for the shopper has taken over. A blank page would have no violation to report. */
  async function openWhole(page: Page, url: string) {
    const errors = watchErrors(page);
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
    await readWholePage(page);
    expect(errors).toEqual([]);
  }

  test('the home page, its Permissions-Policy understood by the browser', async ({ page }) => {
    const policyWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Permissions-Policy')) policyWarnings.push(message.text());
    });
    await openWhole(page, '/');
    expect(policyWarnings).toEqual([]);
  });

  test('/shop, streamed: React’s script moves the late products in place', async ({ page }) => {
    await page.setExtraHTTPHeaders(SLOW_LISTS);
    await openWhole(page, '/shop');
    await expect(page.getByRole('heading', { name: 'Blue Dream' }).first()).toBeVisible();
  });

  test('a product page', async ({ page }) => {
    await openWhole(page, '/product/blue-dream');
    await expect(page.getByRole('heading', { name: 'Blue Dream', level: 1 })).toBeVisible();
  });

  test('/deals', async ({ page }) => {
    await openWhole(page, '/deals');
  });

  test('a popup campaign, its form checked as the shopper types', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/?fixture=popup-campaigns');
    const dialog = page.getByRole('dialog', { name: 'Take 15% off your first order' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Get My Coupon' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('sponsored placements at 375 px, filled by the provider’s SDK', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = watchErrors(page);
    await returningShopperOf(page, TROY);
    await page.goto('/search?fixture=ads-enabled');
    const banner = page.locator('[data-ad-slot="search-page-mobile-banner"]');
    await expect(banner).toHaveAttribute('data-ad-state', 'loaded', { timeout: 15_000 });
    await page.goto('/product/blue-dream?fixture=ads-enabled');
    const carousel = page.locator('[data-ad-slot="product-sponsored-carousel"]');
    await expect(carousel).toHaveAttribute('data-ad-state', 'loaded', { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('the studio and its preview frames', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/__studio');
    await expect(page.getByRole('heading', { name: 'Storefront studio' })).toBeVisible();
    for (const width of [375, 768, 1280]) {
      const frame = page.frameLocator(`iframe[data-width="${width}"]`);
      await expect(frame.locator('header[data-variant="one"]').first()).toBeVisible({
        timeout: 15_000,
      });
    }
    expect(errors).toEqual([]);
  });

  test('a script slipped into a page is refused, and reported', async ({
    browser,
    extraHTTPHeaders,
  }) => {
    // A context of its own: the violation is the point here, not a failure of the journey.
    const context = await browser.newContext({ baseURL: SERVER_ORIGIN, extraHTTPHeaders });
    try {
      const violations = await recordCspViolations(context);
      const page = await context.newPage();
      await page.goto('/about');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "ran"';
        document.head.append(script);
      });
      await expect
        .poll(() => violations)
        .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
      expect(await page.locator('html').getAttribute('data-injected')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
