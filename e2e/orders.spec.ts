import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';
import { signInAsDemoShopper } from './session';

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();

test('a signed-in shopper sees their orders, newest first (spec 2.1, 6)', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsDemoShopper(page);
  await page.goto('/your-order?fixture=default');

  await expect(page.getByRole('heading', { name: 'Your Orders', level: 1 })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect(orders.getByRole('heading', { level: 2 })).toHaveText([
    /Order #10482/,
    /Order #10217/,
    /Order #9876/,
  ]);
  const newest = orders.getByRole('article', { name: /Order #10482/ });
  await expect(newest.getByText('Jun 12, 2025')).toBeVisible();
  await expect(newest.getByText('Greenleaf Market Troy')).toBeVisible();
  await expect(newest.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
    'href',
    '/product/blue-dream',
  );
  await expect(page.getByRole('dialog', { name: 'Sign in required' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Buy Again: "Add to Cart" puts a past product back and the header count follows', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAsDemoShopper(page);
  await page.goto('/buy-again?fixture=default');

  await expect(page.getByRole('heading', { name: 'Buy Again', level: 1 })).toBeVisible();
  const products = page.getByRole('list', { name: 'Products you ordered before' });
  // Six distinct products across the three orders, each once.
  await expect(products.getByRole('article')).toHaveCount(6);
  await expect(cartButton(page)).toHaveAccessibleName('Cart');

  await products.getByRole('button', { name: 'Add to Cart: Blue Dream' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await products.getByRole('button', { name: 'Add to Cart: Gelato #41' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  expect(errors).toEqual([]);
});

test('a guest on /your-order is asked to sign in (spec 6)', async ({ page }) => {
  await page.goto('/your-order?fixture=default');
  const dialog = page.getByRole('dialog', { name: 'Sign in required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Sign in to see your orders.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your orders' })).toHaveCount(0);
});
