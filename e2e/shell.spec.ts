import { expect } from '@playwright/test';
import { bringIntoView, test, watchErrors, watchScripts } from './helpers';

test('the default site renders Header One and Footer One on the home page', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await page.goto('/?fixture=default');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Greenleaf Market logo' }).first(),
  ).toBeVisible();
  // Spec 2.3: the CMS "Shop" takes the place of the placeholder mega-menu's, so one "Shop".
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const shop = { name: 'Shop', exact: true };
  await expect(nav.getByRole('link', shop).or(nav.getByRole('button', shop))).toHaveCount(1);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeVisible();
  // The header is the server's until the shopper reaches for it: its code comes then.
  await search.hover();
  await expect.poll(() => [...scripts].some((file) => /^HeaderOne-/.test(file))).toBe(true);
  // The footer is the server's until it nears the view: its code comes then (HydrateOnView).
  expect([...scripts].some((file) => /^FooterOne-/.test(file))).toBe(false);
  await bringIntoView(page.getByRole('contentinfo'));
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' }),
  ).toBeVisible();
  expect([...scripts].some((file) => /^FooterOne-/.test(file))).toBe(true);
  expect(errors).toEqual([]);
});

test('variant code is not in the entry chunk', async ({ page, request }) => {
  await page.goto('/?fixture=default');
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(entry).toBeTruthy();
  const source = await (await request.get(entry ?? '')).text();
  // Texts that live only in Header One's account panel and Footer One's social links.
  expect(source).not.toContain('Create a Your List');
  expect(source).not.toContain('(opens in a new tab)');
});

test('a broken CMS payload still renders on defaults, with its diagnostics listed', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fixture=broken');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const toggle = page
    .getByRole('complementary', { name: 'Site preview' })
    .getByRole('button', { name: /diagnostics?/ });
  await expect(toggle).toHaveText(/Preview: broken · [1-9]\d* diagnostics?/);
  await toggle.click();
  const list = page.getByRole('list', { name: 'Diagnostics' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(5);
  expect(errors.filter((e) => /react|uncaught|pageerror/i.test(e))).toEqual([]);
});

test('the chosen fixture sticks for the session and the toolbar switches live', async ({
  page,
}) => {
  await page.goto('/?fixture=broken');
  const toggle = page.getByRole('button', { name: /^Preview:/ });
  await expect(toggle).toHaveText(/Preview: broken/);
  await page.goto('/about');
  await expect(toggle).toHaveText(/Preview: broken/);
  await toggle.click();
  await page.getByLabel('Preview site').selectOption('default');
  await expect(toggle).toHaveText('Preview: default · No diagnostics');
  expect(new URL(page.url()).searchParams.get('fixture')).toBe('default');
  // Every fixture site is offered, each described from its configuration's meta.
  const toolbar = page.getByRole('complementary', { name: 'Site preview' });
  await expect(toolbar.getByText('Default storefront', { exact: true })).toBeVisible();
  expect(await page.getByLabel('Preview site').locator('option').count()).toBeGreaterThan(40);
});

test('a page opened from far down a listing starts at its top and is announced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/shop?fixture=default');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
  const cards = page.getByRole('list', { name: /products/i }).getByRole('listitem');
  const far = cards.nth((await cards.count()) - 1);
  await bringIntoView(far);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
  const link = far.getByRole('link').first();
  const name = (await link.innerText()).split('\n')[0]?.trim() ?? '';
  // The product comes well after the page names itself "Product Details" (longer than the
  // announcer lets a title keep still): the product's name is announced, not the stand-in.
  await page.route('**/api/products/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await link.click();
  await page.waitForURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Screen readers hear the new page's name, as after a page load.
  await expect(page.getByRole('status').and(page.locator('[data-page-announcer]'))).toHaveText(
    await page.title(),
  );
  expect(await page.title()).toContain(name);
});
