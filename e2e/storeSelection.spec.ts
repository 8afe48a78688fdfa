import { expect } from '@playwright/test';
import { test, watchErrors } from './helpers';

const TROY_ADDRESS = '1250 E Big Beaver Rd, Troy, MI 48083';
const DELIVERY_ADDRESS = '2145 Crooks Rd, Troy, MI 48084';

// Spec 4.5, 2.11, 4.2, 4.3, 2.6: from no store to pickup at Troy, then delivery.
test(
  'a shopper with no store chooses one, then switches to delivery',
  { tag: '@api-mode' },
  async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/?fixture=default');

    const prompt = page.getByRole('complementary', { name: 'Choose your store' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await prompt.getByRole('button', { name: 'Select a Store' }).click();

    const selector = page.getByRole('dialog', { name: 'Select Your Store' });
    // The selector's variant is its own lazy chunk.
    await expect(selector.getByText('How do you want to shop?')).toBeVisible({ timeout: 15_000 });
    await selector.getByLabel('Select a State').selectOption('MI');
    await selector.getByRole('searchbox', { name: 'Search by Store Name' }).fill('troy');
    // The name search applies 600 ms after the last keystroke (spec §9).
    await expect(selector.getByRole('article')).toHaveCount(1, { timeout: 10_000 });
    const troy = selector.getByRole('article').filter({ hasText: 'Greenleaf Market Troy' });

    // The mock answers in a few milliseconds, so the page itself records the "Loading..." label.
    await page.evaluate(() => {
      const root = document.documentElement;
      new MutationObserver(() => {
        const buttons = [...document.querySelectorAll('button')];
        if (buttons.some((button) => button.textContent === 'Loading...' && button.disabled)) {
          root.dataset.sawLoading = 'true';
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await troy.getByRole('button', { name: 'Shop Recreational' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-saw-loading', 'true');
    await expect(selector).toBeHidden();

    const header = page.getByRole('banner');
    await expect(header).toContainText(`Pickup from ${TROY_ADDRESS}`);
    await expect(prompt).toBeHidden();

    await header
      .getByRole('button', { name: /Pickup from/ })
      .first()
      .click();
    await expect(selector).toBeVisible();
    await selector.getByRole('tab', { name: 'Delivery' }).click();
    await selector.getByLabel('Delivery address').fill(DELIVERY_ADDRESS);
    await selector.getByRole('button', { name: 'Find stores that deliver' }).click();
    await selector
      .getByRole('article')
      .filter({ hasText: 'Greenleaf Market Troy' })
      .getByRole('button', { name: 'Shopping Recreational' })
      .click();

    await expect(selector).toBeHidden();
    await expect(header).toContainText(`Delivery to ${DELIVERY_ADDRESS}`);
    expect(errors).toEqual([]);
  },
);

// Spec 2.1, 2.11: the store pages work without a store and without map tiles.
test('the store pages show details, hours and a map panel offline', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/store-directory?fixture=default');
  await expect(page.getByRole('heading', { level: 2, name: 'Michigan' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Arizona' }).click();
  await expect(page).toHaveURL(/\/az$/);
  // Only Arizona's section is listed (the footer's headings are outside main).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Arizona']);

  await page.goto('/greenleaf-market-troy');
  await expect(page.getByRole('heading', { level: 1, name: 'Greenleaf Market Troy' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'Pickup hours' })).toBeVisible();
  await expect(page.getByText('42.5493° N, 83.1671° W')).toBeVisible();
  await page.getByRole('button', { name: 'Shop Recreational' }).click();
  await expect(page.getByRole('banner')).toContainText(`Pickup from ${TROY_ADDRESS}`);
  expect(errors).toEqual([]);
});

// Spec 2.6, 4.4, 4.5: "Select a Store" is not shown on the default home page.
test('"Not now" takes "Select a Store" out of the header until the next page', async ({ page }) => {
  await page.goto('/?fixture=default');
  const header = page.getByRole('banner');
  const selectStore = header.getByRole('button', { name: 'Select a Store' });
  await expect(selectStore).toBeVisible();

  const prompt = page.getByRole('complementary', { name: 'Choose your store' });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  // No store and the default home page: the skeleton of 2.6 instead of the button.
  await expect(header.getByRole('status', { name: 'Loading store' })).toBeVisible();
  await expect(selectStore).toHaveCount(0);

  // A navigation resets the flag from the retailerId (4.4): still no store, so it asks again.
  await header.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about/);
  await expect(selectStore).toBeVisible();
});
