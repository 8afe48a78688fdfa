import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

type JsonLd = {
  '@type': string;
  itemListElement: { position: number; name: string; item: string }[];
};

async function breadcrumbJsonLd(page: Page): Promise<JsonLd> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = scripts
    .map((text) => JSON.parse(text) as JsonLd)
    .find((data) => data['@type'] === 'BreadcrumbList');
  if (!list) throw new Error('no BreadcrumbList JSON-LD on the page');
  return list;
}

test('brand shop page: Home > Shop > Brands > x, with JSON-LD on absolute URLs', async ({
  page,
  baseURL,
}) => {
  await page.goto('/shop/brand/x?fixture=default');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Shop', 'Brands', 'x']);
  await expect(trail.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
  const jsonLd = await breadcrumbJsonLd(page);
  expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Home', 'Shop', 'Brands', 'x']);
  expect(jsonLd.itemListElement[0]?.item).toBe(`${baseURL}/`);
  for (const item of jsonLd.itemListElement) expect(item.item.startsWith(`${baseURL}/`)).toBe(true);
});

test('product page breadcrumbs read Product Details', async ({ page }) => {
  await page.goto('/product/blue-dream?fixture=default');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem').last()).toHaveText('Product Details');
  const jsonLd = await breadcrumbJsonLd(page);
  expect(jsonLd.itemListElement.at(-1)?.name).toBe('Product Details');
});

test('breadcrumbs are hidden on the home page', async ({ page }) => {
  await page.goto('/?fixture=default');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
