import { expect } from '@playwright/test';
import { test } from './helpers';

test('a guest reaching for the wishlist is asked to sign in (spec §6)', async ({ page }) => {
  await page.goto('/?fixture=default');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wishlist/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign in required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a corrupted stored cart is ignored with a diagnostic, never a crash', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('cartList', '{not json');
    window.localStorage.setItem('provider', JSON.stringify({ wrong: 'shape' }));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?fixture=default');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Preview:/ });
  await expect(toggle).toHaveText(/[1-9]\d* diagnostics?/);
  await toggle.click();
  await expect(page.getByRole('list', { name: 'Diagnostics' })).toContainText('cartList');
  expect(errors).toEqual([]);
});
