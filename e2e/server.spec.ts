import { expect } from '@playwright/test';
import { test, watchErrors } from './helpers';

// The production server (npm start) serves the storefront and, in the
// embedded default, the mock backend over HTTP: no service worker, the same data.

const SERVER = `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}`;

test.use({ baseURL: SERVER });

test('the storefront runs on the mock API over HTTP, with no service worker', async ({ page }) => {
  const errors = watchErrors(page);
  const api: { url: string; viaWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) {
      api.push({ url: response.url(), viaWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/shop?fixture=default');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Shop', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();

  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  // The page came with its data (server rendering); what the browser asks later goes over HTTP.
  const status = await page.evaluate(async () => (await fetch('/api/categories')).status);
  expect(status).toBe(200);
  await expect.poll(() => api.length).toBeGreaterThan(0);
  expect(api.filter((call) => call.viaWorker)).toEqual([]);
  expect(errors).toEqual([]);
});

test('?fixture= picks the previewed site, and it sticks across pages', async ({ page }) => {
  await page.goto('/?fixture=header-two');
  await expect(page.getByRole('button', { name: /^Preview: / })).toContainText(/header-two/i);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'storefront-fixture');
  expect(cookie?.value).toBe('header-two');

  await page.goto('/shop');
  await expect(page.getByRole('button', { name: /^Preview: / })).toContainText(/header-two/i);
});

test('the desktop search suggests products from the HTTP mock', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Typed text reaches React only once the header has hydrated (its chunk has loaded).
  await page.goto('/?fixture=default', { waitUntil: 'networkidle' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.click();
  await page.keyboard.type('blue');
  const products = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('group', { name: 'Products' })
    .getByRole('option');
  await expect(products.first()).toBeVisible();
});

test('robots.txt names the sitemap; the sitemap lists real pages', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${SERVER}/sitemap.xml`);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const product = locations.find((url) => url.includes('/product/'));
  expect(product).toBeTruthy();
  expect(locations.some((url) => url.includes('/category/'))).toBe(true);
  expect(locations.some((url) => url.includes('/brands/'))).toBe(true);
  expect(locations.some((url) => url.includes('/deals/'))).toBe(true);

  await page.goto(product ?? '/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/not found/i);
});

test('hashed assets are cached for a year and compressed', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    // The framework chunk: big enough to be worth compressing (small files, such as the entry
    // chunk now that every page's code is in the shell chunk, are sent as they are).
    if (/\/assets\/framework-[^/]+\.js$/.test(response.url())) scripts.push(response.url());
  });
  await page.goto('/?fixture=default');
  await expect(page.getByRole('banner')).toBeVisible();
  const first = scripts[0];
  expect(first).toBeTruthy();
  const asset = await request.get(first ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});
