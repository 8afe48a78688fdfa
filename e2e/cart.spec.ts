import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';
import { cartLine, readStoredCart, seedCart } from './storedCart';

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();

test(
  'add three products, change a quantity, remove one: counts, badge and totals follow',
  { tag: '@api-mode' },
  async ({ page }) => {
    const errors = watchErrors(page);
    await seedCart(page, [
      cartLine('sour-watermelon-gummies', 'N/A'),
      cartLine('gelato-41', '3.5g'),
    ]);

    // Two lines without a deal: no Discount row (spec 2.12, only above 0).
    await page.goto('/cart?fixture=default');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Items subtotal')).toBeVisible();
    await expect(summary.getByText('$63.00')).toBeVisible();
    await expect(summary.getByText('Discount', { exact: true })).toHaveCount(0);

    // The third product through the product page's own button; it carries its deal.
    await page.goto('/product/blue-dream?fixture=default');
    await page.getByRole('button', { name: /^Add to cart ·/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (3)' })).toBeVisible();
    // The name follows the count, so the lines are found in whichever cart drawer is open.
    const cart = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await expect(cart.getByText('Discount', { exact: true })).toBeVisible();
    const added = cart.getByRole('article', { name: 'Blue Dream' });
    await expect(added.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/product/blue-dream',
    );
    await expect(added.getByText(/^Price : \$\d+\.\d{2}$/)).toBeVisible();
    await expect(
      cart.getByRole('article', { name: 'Sour Watermelon Gummies' }).getByText('Weight :'),
    ).toHaveCount(0);

    // Quantity: the picker lists 1..20 and sets the line.
    const gummies = cart.getByRole('article', { name: 'Sour Watermelon Gummies' });
    await gummies.getByRole('button', { name: /^Quantity: 1/ }).click();
    await expect(gummies.getByRole('option')).toHaveCount(20);
    await gummies.getByRole('option', { name: '3', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (5)' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');

    // Remove the line with the deal: the Discount row goes with it.
    await added.getByRole('button', { name: 'Remove Blue Dream' }).click();
    const after = page.getByRole('dialog', { name: 'Shopping Cart (4)' });
    await expect(after).toBeVisible();
    await expect(after.getByText('Discount', { exact: true })).toHaveCount(0);
    const kept = await readStoredCart(page);
    expect(kept.map((l) => [l.product.slug, l.quantity])).toEqual([
      ['sour-watermelon-gummies', 3],
      ['gelato-41', 1],
    ]);
    // Worked out from the fixture prices (fixtures/data/productRows.ts), not the app's own
    // cartTotals: gummies $18 × 3 = $54.00, Gelato #41 3.5g $45 × 1 = $45.00; subtotal $99.00, no
    // deal so no discount, tax 6% of $99.00 = $5.94 (CART_PRICING), total $99.00 + $5.94 = $104.94.
    const totals = { subtotal: '$99.00', tax: '$5.94', total: '$104.94' };
    await expect(after.getByText(totals.subtotal, { exact: true })).toBeVisible();
    await expect(after.getByText(totals.tax, { exact: true })).toBeVisible();
    await expect(after.getByText(totals.total, { exact: true })).toBeVisible();

    // A reload keeps the cart (cartList in local storage).
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
    await page.goto('/cart?fixture=default');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByText(totals.total),
    ).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('clear all empties the cart and the badge', async ({ page }) => {
  await seedCart(page, [cartLine('blue-dream', '3.5g', { quantity: 2, withDeal: true })]);
  await page.goto('/?fixture=default');
  await cartButton(page).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
  await cart.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (0)' })).toContainText(
    'Shopping cart is empty!',
  );
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
});

test('a corrupted cartList starts an empty cart', async ({ page }) => {
  const errors = watchErrors(page);
  await seedCart(page, '[{"productId":"p-001","quantity":"many"}]');
  await page.goto('/cart?fixture=default');
  await expect(page.getByText('Shopping cart is empty!')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test(
  'checkout validation messages match spec 5 word for word',
  { tag: '@api-mode' },
  async ({ page }) => {
    await seedCart(page, [cartLine('blue-dream', '3.5g', { withDeal: true })]);
    await page.goto('/?fixture=default');
    await cartButton(page).click();
    await page
      .getByRole('dialog', { name: 'Shopping Cart (1)' })
      .getByRole('button', { name: 'Checkout' })
      .click();
    await expect(page).toHaveURL(/\/checkout(\?|$)/);

    const toast = (text: string) => page.locator('.Toastify').getByText(text, { exact: true });
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.click();
    await expect(toast('Please enter First Name.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await place.click();
    await expect(toast('Please enter Email.')).toBeVisible();

    await page.getByLabel('Email').fill('ada.example.com');
    await place.click();
    await expect(toast('Please provide a correct email address!')).toBeVisible();

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Contact Number').fill('248555');
    await expect(page.getByLabel('Contact Number')).toHaveValue('+1 (248) 555');
    await place.click();
    await expect(toast('Contact number should contain at least 10 digits.')).toBeVisible();
    await expect(page.getByLabel('Contact Number')).toHaveAccessibleDescription(
      'Contact number should contain at least 10 digits.',
    );
  },
);
