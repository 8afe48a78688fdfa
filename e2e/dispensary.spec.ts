import { expect, type Page } from '@playwright/test';
import { readWholePage, test } from './helpers';
import { cartLine, seedCart } from './storedCart';

/** The count beside a facet option ("Indica 16 products"). */
async function optionCount(page: Page, option: string): Promise<number> {
  const label = await page
    .getByRole('checkbox', { name: new RegExp(`^${option}\\b`) })
    .evaluate((box) => box.closest('label')?.textContent ?? '');
  return Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

const listed = (page: Page, count: number) => page.getByText(new RegExp(`^${count} products?$`));

test('filtering /shop by strain type and a THC range shows only matching products, with counts that add up, and the URL reproduces it', async ({
  page,
  context,
}) => {
  await page.goto('/shop');
  const indica = await optionCount(page, 'Indica');
  const hybrid = await optionCount(page, 'Hybrid');
  expect(indica).toBeGreaterThan(0);

  // Each choice is a navigation (the filter lives in the URL): the box follows the page.
  await page.getByRole('checkbox', { name: /^Indica\b/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Indica\b/ })).toBeChecked();
  await expect(page).toHaveURL(/[?&]strain=INDICA\b/);
  await expect(listed(page, indica)).toBeVisible();
  // A multi-select: ticking another strain adds its products, the counts beside it unchanged.
  await page.getByRole('checkbox', { name: /^Hybrid\b/ }).click();
  await expect(listed(page, indica + hybrid)).toBeVisible();
  await page.getByRole('checkbox', { name: /^Hybrid\b/ }).click();
  await expect(listed(page, indica)).toBeVisible();

  const min = page.getByRole('textbox', { name: 'Min THC (%)' });
  await min.fill('20');
  await min.press('Enter');
  const max = page.getByRole('textbox', { name: 'Max THC (%)' });
  await max.fill('30');
  await max.press('Enter');
  await expect(page).toHaveURL(/[?&]thc=20-30\b/);
  await expect(page.getByRole('link', { name: /THC 20–30%/ })).toBeVisible();
  const main = page.getByRole('main');
  // The listing shows the older page until the filtered one arrives: wait for every card to match.
  const mismatches = async () => {
    const metas = await main.getByText(/· THC [\d.]+(%|mg)/).allTextContents();
    if (metas.length === 0) return ['no product shown'];
    return metas.filter((meta) => {
      const thc = Number(/· Indica · THC ([\d.]+)%/.exec(meta)?.[1] ?? Number.NaN);
      return !(thc >= 20 && thc <= 30);
    });
  };
  await expect.poll(mismatches).toEqual([]);
  const shown = await main.getByText(/^\d+ products?$/).textContent();

  // A new tab from the address alone: the same filter, the same products.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('main').getByText(shown ?? '')).toBeVisible();
  await expect(second.getByRole('checkbox', { name: /^Indica\b/ })).toBeChecked();
  await expect(second.getByRole('link', { name: /THC 20–30%/ })).toBeVisible();
  await expect(second.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the product page shows its potency, terpenes and lab result, the certificate opening safely', async ({
  page,
}) => {
  await page.goto('/product/blue-dream');
  await expect(page.getByRole('region', { name: 'Potency' })).toContainText('Total THC');
  const terpenes = page.getByRole('region', { name: 'Terpene profile' });
  await expect(terpenes).toContainText(/\d+(\.\d+)?%/);
  const lab = page.getByRole('region', { name: 'Lab Results' });
  await expect(lab).toContainText(/Tested\s*\w{3} \d{1,2}, 2026/);
  const certificate = lab.getByRole('link', { name: 'View certificate (opens in a new tab)' });
  await expect(certificate).toHaveAttribute('target', '_blank');
  await expect(certificate).toHaveAttribute('rel', /noopener/);
  await expect(certificate).toHaveAttribute('href', /^https:\/\//);
});

test("a cart at Michigan's limit refuses one more gram, naming the limit", async ({ page }) => {
  // 70 g of flower against Michigan's 2.5 oz (70.87 g) per order.
  await seedCart(page, [cartLine('blue-dream', '14g', { quantity: 5 })]);
  await page.goto('/product/blue-dream?fixture=limits-michigan');
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();
  await expect(cart).toHaveAccessibleName('Cart, 5 items');
  await page.getByRole('button', { name: /^Add to cart ·/ }).click();
  await expect(page.getByText(/would go over Michigan.s Cannabis limit/)).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 5 items');
});

test('the licence number and the warnings show in the footer', async ({ page }) => {
  await page.goto('/?fixture=compliance-notices');
  // The footer takes over from the server's HTML as it comes into view.
  await readWholePage(page);
  const notices = page.getByRole('contentinfo').getByRole('region', { name: 'Legal notices' });
  await expect(notices).toContainText('License No.');
  await expect(notices).toContainText('Keep out of reach of children');
});
