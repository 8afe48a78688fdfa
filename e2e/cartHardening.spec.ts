import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';
import { issueToken, storeToken } from './session';
import { cartLine, readStoredCart, seedStorageOnce } from './storedCart';

// The cart withstands hostile stored carts and a second tab, and its saves survive a reload.

/** A stored line with fields overridden, also by values the cart schema rejects. */
const hostileLine = (slug: string, option: string, patch: Record<string, unknown>) => ({
  ...cartLine(slug, option),
  ...patch,
});

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign In' });

test('a hostile stored cart loads fast, keeps the good line and is repaired', async ({ page }) => {
  const errors = watchErrors(page);
  // JSON text, so 1e999 reaches the app as Infinity, and "NaN" as a string.
  const hostile = `[${[
    JSON.stringify(hostileLine('blue-dream', '3.5g', { maxQuantity: 1e9, quantity: 1e9 })),
    JSON.stringify(hostileLine('gelato-41', '3.5g', { quantity: -5 })),
    JSON.stringify(hostileLine('sour-watermelon-gummies', 'N/A', { price: -1 })),
    JSON.stringify(hostileLine('relief-balm-menthol', 'N/A', { quantity: 'NaN' })),
    '{"productId":"x","option":"1g","price":1e999}',
    JSON.stringify(cartLine('strawberry-cough-cartridge', '1g', { quantity: 2 })),
  ].join(',')}]`;
  await seedStorageOnce(page, { cartList: hostile });

  await page.goto('/cart?fixture=default');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(3, { timeout: 5_000 });
  await expect(main.getByRole('article', { name: 'Strawberry Cough Cartridge' })).toBeVisible();
  await expect(main.getByRole('article', { name: 'Sour Watermelon Gummies' })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 99+ items');

  // The billion-item picker now lists at most 100 and only while it is open.
  const blueDream = main.getByRole('article', { name: 'Blue Dream' });
  await blueDream.getByRole('button', { name: /^Quantity: 100/ }).click({ timeout: 1_000 });
  await expect(blueDream.getByRole('option')).toHaveCount(100, { timeout: 1_000 });
  await page.keyboard.press('Escape');
  await expect(blueDream.getByRole('option')).toHaveCount(0);

  // The sidebar answers within a second too.
  await cartButton(page).click({ timeout: 1_000 });
  const sidebar = page.getByRole('dialog', { name: /^Shopping Cart/ });
  await expect(sidebar.getByRole('article')).toHaveCount(3, { timeout: 1_000 });

  // The hostile value does not stay in storage.
  const kept = await readStoredCart(page);
  expect(kept.map((l) => [l.product.slug, l.quantity, l.maxQuantity])).toEqual([
    ['blue-dream', 100, 100],
    ['gelato-41', 1, 20],
    ['strawberry-cough-cartridge', 2, 20],
  ]);
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 99+ items');
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});

test('two tabs share one cart and one sign-in, without reloading', async ({ context }) => {
  const a = await context.newPage();
  const errors = watchErrors(a);
  await a.goto('/?fixture=default');
  const b = await context.newPage();
  await b.goto('/cart?fixture=default');
  await expect(b.getByText('Shopping cart is empty!')).toBeVisible();

  // Added in A: B's cart page shows it.
  await a.bringToFront();
  await a.goto('/product/blue-dream?fixture=default');
  await a.getByRole('button', { name: /^Add to cart ·/ }).click();
  await expect(cartButton(a)).toHaveAccessibleName('Cart, 1 item');
  await expect(b.getByRole('main').getByRole('article', { name: 'Blue Dream' })).toBeVisible();
  await expect(cartButton(b)).toHaveAccessibleName('Cart, 1 item');

  // B changes the quantity: A follows; then A empties the cart (as an order does).
  await b.bringToFront();
  await b
    .getByRole('main')
    .getByRole('button', { name: /^Quantity: 1/ })
    .click();
  await b.getByRole('option', { name: '3', exact: true }).click();
  await expect(cartButton(a)).toHaveAccessibleName('Cart, 3 items');
  // A background tab gets no animation frames, which Playwright's clicks wait for.
  await a.bringToFront();
  await cartButton(a).click();
  await a
    .getByRole('dialog', { name: /^Shopping Cart/ })
    .getByRole('button', { name: 'Clear all' })
    .click();
  await expect(b.getByText('Shopping cart is empty!')).toBeVisible();
  await expect(cartButton(b)).toHaveAccessibleName('Cart');
  expect(await readStoredCart(b)).toEqual([]);

  // Sign-in and sign-out in A (the token key, as the app writes it) reach B.
  await expect(signInLink(b)).toBeVisible();
  await storeToken(a, await issueToken(a));
  await expect(signInLink(b)).toHaveCount(0);
  await a.evaluate(() => window.localStorage.removeItem('sessionHandle'));
  await expect(signInLink(b)).toBeVisible();
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});

test('Save for Later and Move to Wishlist survive a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?fixture=default');
  await seedStorageOnce(page, {
    sessionHandle: JSON.stringify(await issueToken(page)),
    cartList: JSON.stringify([
      cartLine('gelato-41', '3.5g', { quantity: 2 }),
      cartLine('blue-dream', '3.5g'),
    ]),
  });
  await page.goto('/cart?fixture=default');
  const main = page.getByRole('main');
  await main
    .getByRole('article', { name: 'Gelato #41' })
    .getByRole('button', { name: 'Save for Later' })
    .click();
  await main
    .getByRole('article', { name: 'Blue Dream' })
    .getByRole('button', { name: 'Move to Wishlist' })
    .click();
  await expect(page.getByText('Shopping cart is empty!')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Shopping cart is empty!')).toBeVisible();
  await page.goto('/save-for-later?fixture=default');
  await expect(page.getByRole('main').getByRole('article', { name: /Gelato #41/ })).toBeVisible();
  await page.goto('/your-list/my-wishlist?fixture=default');
  await expect(page.getByRole('main').getByRole('article', { name: /Blue Dream/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByRole('article', { name: /Blue Dream/ })).toBeVisible();
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
