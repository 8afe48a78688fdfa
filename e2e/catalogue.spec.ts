import { expect, type Locator, type Page } from '@playwright/test';
import { PRICE_FILTERS, LISTING_PAGE_SIZE } from '../engine/rules/listingQuery';
import { products } from '../fixtures/data/products';
import { specials } from '../fixtures/data/specials';
import { test, watchErrors } from './helpers';

/** The listing arrives after the shell, the route chunk and the product filter. */
const LOADED = { timeout: 15_000 };

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();

/** The price on each card ("$12.00", "From $12.00"), as numbers. */
async function listedPrices(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^(From)?\$\d/).allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')));
}

/** POPULAR DESC (spec 9), ties by id, as the product filter sorts. */
const byPopularity = (a: (typeof products)[number], b: (typeof products)[number]) =>
  b.popularity - a.popularity || a.id.localeCompare(b.id);

const lowest = (options: { price: number }[]) => Math.min(...options.map((o) => o.price));

test(
  'the shop lists the menu, most popular first, a page at a time',
  { tag: '@api-mode' },
  async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/shop?fixture=default');
    await expect(productList(page).getByRole('listitem')).toHaveCount(LISTING_PAGE_SIZE, LOADED);
    await expect(page.getByText(`${products.length} products`)).toBeVisible();
    const mostPopular = [...products].sort(byPopularity)[0];
    await expect(productList(page).getByRole('heading').first()).toHaveText(
      mostPopular?.productName ?? '',
    );
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors).toEqual([]);
  },
);

test('?pageNo=2 and a price filter survive a reload', async ({ page }) => {
  await page.goto('/shop?pageNo=2&fixture=default');
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
    LOADED,
  );
  const secondPage = await productList(page).getByRole('heading').allTextContents();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
    LOADED,
  );
  await expect(productList(page).getByRole('heading')).toHaveText(secondPage);

  await page.getByRole('combobox', { name: 'Price' }).selectOption('40');
  // Other params (the preview's ?fixture=) stay; the listing's own are the spec's form.
  await expect(page).toHaveURL(/\/shop\?(.+&)?pageNo=1&price=40$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Price' })).toHaveValue('40', LOADED);
  const expected = products.filter((p) => lowest(p.options) < 40).length;
  await expect(page.getByText(`${expected} products`)).toBeVisible(LOADED);
  const prices = await listedPrices(productList(page));
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price < 40)).toBe(true);
});

test('shop by price buttons filter by the spec 9 values', async ({ page }) => {
  await page.goto('/shop-cannabis-near-me/shop-by-price?fixture=default');
  for (const { label, value } of PRICE_FILTERS) {
    const band = page.getByRole('link', { name: label, exact: true });
    await expect(band).toHaveAttribute('href', `/shop?pageNo=1&price=${value}`, LOADED);
    await band.click();
    await expect(page).toHaveURL(new RegExp(`/shop\\?pageNo=1&price=${value}$`));
    await expect(page.getByRole('combobox', { name: 'Price' })).toHaveValue(value, LOADED);
    const inBand = (price: number) =>
      value === '100-above' ? price >= 100 : price < Number(value);
    const expected = products.filter((p) => inBand(lowest(p.options))).length;
    await expect(
      page.getByText(`${expected} ${expected === 1 ? 'product' : 'products'}`),
    ).toBeVisible(LOADED);
    if (expected > 0) expect((await listedPrices(productList(page))).every(inBand)).toBe(true);
    // Back in the app's history: the next band is on the page we came from.
    await page.goBack();
  }
});

test(
  'the product page publishes Product, Offer and BreadcrumbList JSON-LD',
  { tag: '@api-mode' },
  async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/product/blue-dream?fixture=default');
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Dream' })).toBeVisible(LOADED);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const product = blocks.find((block) => block['@type'] === 'Product');
    const blueDream = products.find((p) => p.slug === 'blue-dream');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Blue Dream',
      url: expect.stringMatching(/^https?:\/\/[^/]+\/product\/blue-dream$/),
    });
    expect(product?.offers).toEqual(
      (blueDream?.options ?? []).map((option) =>
        expect.objectContaining({
          '@type': 'Offer',
          price: option.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        }),
      ),
    );
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(crumbs)).toContain('"name":"Product Details"');
    expect(errors).toEqual([]);
  },
);

test('"Add to cart" on a product card bumps the header count', async ({ page }) => {
  await page.goto('/shop?fixture=default');
  const add = productList(page).getByRole('button', { name: /^Add to cart: / });
  await expect(add.first()).toBeVisible(LOADED);
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await add.first().click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await add.nth(1).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('the deals page of a special lists its products', async ({ page }) => {
  const special = specials.find((s) => s.urlSlug === 'bogo-pre-rolls');
  const expected = products.filter((p) => p.specialDiscount?.specialSlug === 'bogo-pre-rolls');
  await page.goto('/deals?fixture=default');
  await page.getByRole('link', { name: `Shop Deals: ${special?.name ?? ''}` }).click();
  await expect(page).toHaveURL(/\/deals-collection\/category\?specialSlug=bogo-pre-rolls$/);
  await expect(page.getByRole('heading', { level: 1, name: special?.name ?? '' })).toBeVisible(
    LOADED,
  );
  await expect(productList(page).getByRole('listitem')).toHaveCount(
    Math.min(expected.length, LISTING_PAGE_SIZE),
    LOADED,
  );
  await expect(productList(page).getByRole('heading')).toHaveText(
    [...expected]
      .sort(byPopularity)
      .slice(0, LISTING_PAGE_SIZE)
      .map((p) => p.productName),
  );

  await page.goto('/deals/no-such-deal?fixture=default');
  await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible(LOADED);
});
