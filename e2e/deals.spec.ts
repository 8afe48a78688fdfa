import { expect } from '@playwright/test';
import { test, watchErrors } from './helpers';

const CARDS = ['one', 'two', 'three', 'four', 'five'] as const;
/** The section, its card chunk and the specials arrive after the shell. */
const LOADED = { timeout: 15_000 };

// Spec 2.15: dealsCardSettingsCMS picks the deal card; the home page's today's deals shows it.
for (const card of CARDS) {
  test(`deal-card-${card} shows deal card ${card} in today's deals`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/?fixture=deal-card-${card}`);
    const section = page.getByRole('region', { name: "Today's Deals" });
    await expect(section.locator(`[data-deal-card="${card}"]`).first()).toBeVisible(LOADED);
    await expect(section.locator('[data-deal-card][data-loading]')).toHaveCount(0);
    const shown = await section
      .locator('[data-deal-card]')
      .evaluateAll((cards) => [...new Set(cards.map((c) => c.getAttribute('data-deal-card')))]);
    expect(shown).toEqual([card]);
    expect(errors).toEqual([]);
  });
}

test('no deal card flag → deal card five (spec 2.15 default)', async ({ page }) => {
  await page.goto('/?fixture=deal-card-none');
  const section = page.getByRole('region', { name: "Today's Deals" });
  await expect(section.locator('[data-deal-card="five"]').first()).toBeVisible(LOADED);
  await expect(section.locator('[data-deal-card]:not([data-deal-card="five"])')).toHaveCount(0);
});

test('the five cards are five different designs', async ({ page }) => {
  test.slow(); // Five sites in one test.
  const looks: string[] = [];
  for (const card of CARDS) {
    await page.goto(`/?fixture=deal-card-${card}`);
    const first = page.locator(`[data-deal-card="${card}"]`).first();
    await expect(first.getByRole('link')).toBeVisible(LOADED);
    looks.push(
      await first.evaluate((el) => {
        const style = getComputedStyle(el);
        const link = el.querySelector('a');
        const linkStyle = link ? getComputedStyle(link) : null;
        return [
          style.backgroundColor,
          style.borderRadius,
          style.filter,
          linkStyle?.backgroundColor,
          linkStyle?.borderTopWidth,
          Math.round(el.getBoundingClientRect().height),
        ].join('|');
      }),
    );
  }
  expect(new Set(looks).size).toBe(CARDS.length);
});

test("today's deals: the button of a deal goes to its deal search page (2.15, elsewhere)", async ({
  page,
}) => {
  await page.goto('/?fixture=deal-card-five');
  const section = page.getByRole('region', { name: "Today's Deals" });
  const link = section.getByRole('link', { name: 'Shop now: 20% Off All Flower' });
  await expect(link).toHaveAttribute('href', '/search/deals/20-off-all-flower', LOADED);
  await expect(section.getByRole('link', { name: 'View All Deals' })).toHaveAttribute(
    'href',
    '/deals',
  );
  // The mock store has nine specials, under the carousel's cap of ten.
  await expect(section.locator('[data-deal-card]')).toHaveCount(9);
  await link.click();
  await expect(page).toHaveURL(/\/search\/deals\/20-off-all-flower$/);
});

test('deals v2 on mobile: the section button reads "Deals by Category" and goes to /deals', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/?fixture=deals-v2');
  const section = page.getByRole('region', { name: "Today's Deals" });
  await expect(section.getByRole('link', { name: 'Deals by Category' })).toHaveAttribute(
    'href',
    '/deals',
    LOADED,
  );
  await expect(section.getByRole('link', { name: 'View All Deals' })).toHaveCount(0);
});
