import { expect } from '@playwright/test';
import { test } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

const logo = 'Greenleaf Market logo';

// Spec 2.5: below 1024 px the path decides which header shows.
test.describe('mobile header by path', () => {
  test('home shows the CMS header version', async ({ page }) => {
    await page.goto('/?fixture=default');
    await expect(page.getByRole('link', { name: logo }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  });

  test('an info page shows the title header with its fixed title', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(
      page.getByRole('banner').filter({ visible: true }).getByText('Terms & Condition'),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: logo }).filter({ visible: true }),
    ).toHaveCount(0);
  });

  test('an account or shop page shows the compact search header', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Type here to search products' })).toBeVisible();
    await page.getByRole('button', { name: 'Type here to search products' }).click();
    // Spec 2.5: the default site's full-text search type opens the search overlay.
    await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
  });

  test('a product page shows the product header', async ({ page }) => {
    await page.goto('/product/blue-dream');
    await expect(
      page.getByRole('banner').filter({ visible: true }).getByText('Product Details'),
    ).toBeVisible();
  });

  test('search pages show no header', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').filter({ visible: true })).toHaveCount(0);
  });

  test('the desktop always shows the CMS header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('link', { name: logo }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeHidden();
  });
});
