import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

const TROY = '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01';
const SLOT = '[data-ad-slot="search-page-mobile-banner"]';

/** A shopper who chose Troy on an earlier visit (the persisted store selection). */
async function withStoreChosen(page: Page) {
  await page.addInitScript((retailerId) => {
    localStorage.setItem(
      'storeSelection',
      JSON.stringify({ retailerId, retailerName: 'Greenleaf Market Troy' }),
    );
  }, TROY);
}

async function diagnosticsList(page: Page) {
  const toggle = page.getByRole('button', { name: /^Preview:/ });
  await toggle.click();
  return page.getByRole('list', { name: 'Diagnostics' });
}

// Spec 2.5, 2.17, 4.8: the search-page header carries the "search-page-mobile-banner" slot.
test.describe('the search-page mobile banner slot', () => {
  test('renders once a store is chosen, with its ad type', async ({ page }) => {
    const errors = watchErrors(page);
    await withStoreChosen(page);
    await page.goto('/search?fixture=ads-enabled');
    await expect(page.locator(SLOT)).toBeAttached({ timeout: 15_000 });
    await expect(page.locator(SLOT)).toHaveAttribute('data-ad-type', 'banner');
    expect(errors).toEqual([]);
  });

  test('without a chosen store renders nothing and logs the spec 8 diagnostic', async ({
    page,
  }) => {
    await page.goto('/search?fixture=ads-enabled');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const list = await diagnosticsList(page);
    await expect(list).toContainText(
      'Retailer ID not found in global store for the retail-media ad provider',
    );
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  });

  test('is absent, with nothing logged, where the ad provider is off', async ({ page }) => {
    await withStoreChosen(page);
    await page.goto('/search?fixture=default');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    await page.getByRole('button', { name: /^Preview:/ }).click();
    await expect(page.getByText(/ad provider|not found in config|Unknown ad type/)).toHaveCount(0);
  });
});
