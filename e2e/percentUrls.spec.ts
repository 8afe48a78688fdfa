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
