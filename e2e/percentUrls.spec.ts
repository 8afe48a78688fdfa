import { expect } from '@playwright/test';
import { test, watchErrors } from './helpers';

// The router decodes URLs once; a "%" must never reach a second decode.
test.describe('"%" in URLs', () => {
  for (const path of [
    '/specials?specialSlug=%25',
    '/shop?brand=%25',
    '/shop?category=%25',
    '/search/deals/20%25-off',
    '/brands/%25',
    '/category/%25',
  ]) {
    test(`${path} shows a page, not an error`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}fixture=default`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(/Something went wrong|Try again/)).toHaveCount(0);
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    });
  }
});

// A slug may hold an encoded slash (a CMS slug "//evil.example"): the path is a page of the
// storefront, never taken for a file of the build because of its dot.
test('/product/%2F%2Fevil.example answers the storefront’s own 404 page', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/product/%2F%2Fevil.example?fixture=default');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
  await expect(page.getByRole('main').getByText('We couldn’t find this product')).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/product/%2F%2Fevil.example');
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
