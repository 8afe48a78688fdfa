import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';
import { HEADER_VARIANTS } from '../schemas/layoutFamilies';

// Spec 2.3 (desktop search box) with 2.8's suggestions, brands and products: typing in the
// desktop header's box shows them in a dropdown (ARIA combobox) over the mock backend, the arrow
// keys walk it and Enter follows the active option.

test.use({ viewport: { width: 1280, height: 900 } });

const box = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

async function open(page: Page, fixture: string) {
  await page.goto(`/?fixture=${fixture}`);
  // The preview toolbar is a tool of the mocked mode, not part of the storefront.
  await page.addStyleTag({ content: 'aside[aria-label="Site preview"] { display: none; }' });
  // Header Three and Seven keep the box behind a "Search" button.
  const reveal = page.getByRole('banner').getByRole('button', { name: 'Search', expanded: false });
  await expect(box(page).or(reveal)).toBeVisible();
  if (await reveal.isVisible()) await reveal.click();
  await expect(box(page)).toBeVisible();
}

test('typing "blue" shows suggestions; ArrowDown and Enter open the first one', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, 'default');
  await box(page).click();
  await page.keyboard.type('blue');

  await expect(listbox(page)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox(page).getByRole('group', { name: 'Suggestions' })).toBeVisible();
  await expect(listbox(page).getByRole('group', { name: 'Brands' })).toBeVisible();
  await expect(
    listbox(page).getByRole('group', { name: 'Products' }).getByRole('option').first(),
  ).toContainText(/Variants: \d+/);
  await expect(listbox(page).locator('mark').first()).toHaveText(/blue/i);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^\d+ results: /);

  await page.keyboard.press('ArrowDown');
  const first = listbox(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const firstId = await first.getAttribute('id');
  expect(firstId).toBeTruthy();
  await expect(box(page)).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await expect(box(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=Blue(%20|\+)Dream$/);
  await expect(listbox(page)).toBeHidden();
  await expect(page.getByRole('main').getByText('Blue Dream').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('Escape closes the list and keeps the term; Enter then searches the term', async ({
  page,
}) => {
  await open(page, 'default');
  await box(page).fill('gummies');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('gummies');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=gummies$/);
});

for (const version of HEADER_VARIANTS) {
  test(`Header ${version}: the desktop box suggests and opens a product`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `header-${version}`);
    await box(page).click();
    await page.keyboard.type('blue');
    const product = listbox(page).getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(product.first()).toBeVisible();
    // A click on the row lands on the row: nothing of the header covers the dropdown.
    await product.first().click();
    await expect(page).toHaveURL(/\/product\/[^/?#]+$/);
    expect(errors).toEqual([]);
  });
}
