import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';

// SEO and sharing: every page's head (title, description, canonical, Open Graph,
// Twitter) and structured data are in the server's HTML, follow client navigation, and pages
// that show "not found" answer 404.

const SERVER = `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}`;
test.use({ baseURL: SERVER });

type JsonLd = Record<string, unknown> & { '@type'?: string };

const head = (page: Page) => ({
  canonical: page.locator('head link[rel="canonical"]'),
  meta: (key: string) => page.locator(`head meta[name="${key}"], head meta[property="${key}"]`),
  jsonLd: async (type: string) =>
    (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
        )
    ).find((block): block is JsonLd => (block as JsonLd | null)?.['@type'] === type),
});

test.describe('in the server’s HTML (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('/shop: title, description, one canonical without tracking tags, ItemList', async ({
    page,
  }) => {
    await page.goto('/shop?utm_source=mail&pageNo=1');
    const tags = head(page);
    await expect(page).toHaveTitle('Shop | Greenleaf Market');
    await expect(tags.canonical).toHaveCount(1);
    await expect(tags.canonical).toHaveAttribute('href', `${SERVER}/shop`);
    await expect(tags.meta('description')).toHaveAttribute('content', /.+/);
    await expect(tags.meta('og:url')).toHaveAttribute('content', `${SERVER}/shop`);
    const list = await tags.jsonLd('ItemList');
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ position: 1, url: expect.stringContaining('/product/') }),
      ]),
    );
  });

  test('/menu is the store menu: products and prices, with the shop listing as its canonical', async ({
    page,
  }) => {
    await page.goto('/menu?category=flowers&utm_source=mail');
    await expect(page).toHaveTitle('Menu | Greenleaf Market');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Blue Dream').first()).toBeVisible();
    await expect(main.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(head(page).canonical).toHaveAttribute('href', `${SERVER}/shop?category=flowers`);
  });

  for (const [path, linked] of [
    ['/brands', '/brands/'],
    ['/categories', '/category/'],
    ['/deals', '/'],
    ['/mi', '/'],
  ] as const) {
    test(`${path}: the listing's ItemList names what it shows`, async ({ page }) => {
      await page.goto(path);
      const list = await head(page).jsonLd('ItemList');
      expect(list?.numberOfItems).toBeGreaterThan(0);
      expect(list?.itemListElement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            position: 1,
            name: expect.stringMatching(/\S/),
            url: expect.stringContaining(`${SERVER}${linked}`),
          }),
        ]),
      );
    });
  }

  test('a product page shares its picture and stays one canonical across menus', async ({
    page,
  }) => {
    await page.goto('/product/blue-dream?menuType=MEDICAL');
    const tags = head(page);
    await expect(page).toHaveTitle('Blue Dream | Greenleaf Market');
    await expect(tags.canonical).toHaveAttribute('href', `${SERVER}/product/blue-dream`);
    await expect(tags.meta('og:type')).toHaveAttribute('content', 'product');
    await expect(tags.meta('og:image')).toHaveAttribute('content', new RegExp(`^${SERVER}/`));
    await expect(tags.meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    expect(await tags.jsonLd('Product')).toBeTruthy();
  });

  test('a store page carries LocalBusiness JSON-LD with address, phone and hours', async ({
    page,
  }) => {
    await page.goto('/greenleaf-market-troy');
    const store = await head(page).jsonLd('Store');
    expect(store).toMatchObject({
      name: 'Greenleaf Market Troy',
      telephone: expect.any(String),
      address: expect.objectContaining({ addressLocality: 'Troy', addressRegion: 'MI' }),
    });
    expect(store?.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ opens: expect.stringMatching(/^\d\d:\d\d$/) }),
      ]),
    );
  });

  test('the home page names the organisation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Greenleaf Market');
    expect(await head(page).jsonLd('Organization')).toMatchObject({ name: 'Greenleaf Market' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('not found', () => {
  for (const path of [
    '/product/no-such-product',
    '/product/%2F%2Fevil.example',
    '/brands/no-such-brand',
    '/category/no-such-category',
    '/no-such-store',
    '/no/such/page',
  ]) {
    test(`${path} answers 404 with the not-found page, noindex`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/not found|couldn’t find|could not find/i);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });
  }
});

test('/menu in the browser: the store menu, hydrated and reached in the app, its canonical the shop path', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const tags = head(page);
  const menuShown = async () => {
    await expect(page).toHaveTitle('Menu | Greenleaf Market');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Blue Dream' }).first()).toBeVisible();
    await expect(main.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(tags.canonical).toHaveCount(1);
    await expect(tags.canonical).toHaveAttribute('href', `${SERVER}/shop`);
  };
  await page.goto('/menu');
  await menuShown();

  await page.goto('/brands');
  await expect(page).toHaveTitle(/^Brands \|/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/menu');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await menuShown();
  expect(errors).toEqual([]);
});

test('client navigation keeps one up-to-date head', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/shop', { waitUntil: 'networkidle' });
  const tags = head(page);
  await page.getByRole('main').getByRole('link', { name: 'Blue Dream' }).first().click();
  await expect(page).toHaveURL(/\/product\/blue-dream$/);
  await expect(page).toHaveTitle('Blue Dream | Greenleaf Market');
  await expect(tags.canonical).toHaveCount(1);
  await expect(tags.canonical).toHaveAttribute('href', `${SERVER}/product/blue-dream`);
  await expect(tags.meta('description')).toHaveCount(1);
  await expect(tags.meta('og:type')).toHaveAttribute('content', 'product');
  await page.goBack();
  await expect(page).toHaveTitle('Shop | Greenleaf Market');
  await expect(tags.canonical).toHaveAttribute('href', `${SERVER}/shop`);
  await expect(tags.meta('og:image')).toHaveCount(0);
  expect(errors).toEqual([]);
});
