import { expect, type Locator, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';

// Spec 2.9 and 4.14: the Menu button opens the drawer of the site's CMS menu version.

const PHONE = { width: 375, height: 812 };
const VERSIONS = ['one', 'two', 'three', 'four'] as const;
type Version = (typeof VERSIONS)[number];

/**
 * The visible Menu button: the header's hamburger ("Open menu") on wide screens, the sticky
 * footer's Menu item on phones, where the header has no room for it.
 */
function menuButton(page: Page): Locator {
  return page
    .getByRole('button', { name: /^(open menu|menu)$/i })
    .filter({ visible: true })
    .first();
}

async function openMenu(page: Page, version: Version): Promise<Locator> {
  await page.goto(`/?fixture=menu-${version}`);
  // The footer and header variants arrive as their own chunks after the page shell.
  await expect(menuButton(page)).toBeVisible({ timeout: 15_000 });
  await menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.locator(`[data-menu-drawer="${version}"]`)).toBeVisible();
  return drawer;
}

/** What each version must show, in the spec's words (2.9). */
const CHECKS: Record<Version, (drawer: Locator) => Promise<void>> = {
  one: async (drawer) => {
    await expect(drawer.getByRole('img', { name: 'Greenleaf Market logo' })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main Menu' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Category Menu' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: "Today's Deals" })).toBeAttached();
    await expect(drawer.getByRole('navigation', { name: 'More' }).getByRole('link')).toHaveText([
      'About us',
      'Blog',
      'Customer Support',
      'Terms & Condition',
      'Privacy Policy',
    ]);
  },
  two: async (drawer) => {
    await expect(drawer.getByRole('tab')).toHaveText(['Main menu', 'Categories', 'Deals']);
    await drawer.getByRole('tab', { name: 'Categories' }).click();
    const categories = drawer.getByRole('tabpanel', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await drawer.getByRole('tab', { name: 'Deals' }).click();
    const deals = drawer.getByRole('tabpanel', { name: 'Deals' });
    await expect(deals.getByRole('searchbox', { name: 'Search deals' })).toBeVisible();
    await expect(deals.getByRole('link', { name: 'All Specials' })).toHaveAttribute(
      'href',
      '/search/deals',
    );
    await expect(deals.getByRole('link', { name: 'All Deals' })).toHaveAttribute(
      'href',
      '/search/deals',
    );
  },
  three: async (drawer) => {
    const categories = drawer.getByRole('region', { name: 'Shop your Categories' });
    await expect(categories.getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/shop',
    );
    const brands = drawer.getByRole('region', { name: 'Sponsored Brand' });
    await expect(brands.getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/sponsored-brand',
    );
    // The "Shop all" link plus up to 8 brands.
    const count = await brands.getByRole('link').count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(9);
    await expect(drawer.getByRole('region', { name: "Today's Deals" })).toBeAttached();
    await expect(drawer.getByRole('navigation', { name: 'Main Menu' })).toBeAttached();
  },
  four: async (drawer) => {
    await expect(drawer.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
    await expect(drawer.getByRole('tab')).toHaveText(['Explore', 'Shop', 'Location']);
    const explore = drawer.getByRole('tabpanel', { name: 'Explore' });
    await expect(explore.getByRole('region', { name: 'Shop you Categories' })).toBeVisible();
    await drawer.getByRole('tab', { name: 'Shop' }).click();
    await expect(
      drawer.getByRole('tabpanel', { name: 'Shop' }).getByRole('link', { name: 'Shop all' }),
    ).toBeVisible();
    await drawer.getByRole('tab', { name: 'Location' }).click();
    // The Location tab hosts the store picker (2.9, 2.11) with the mock backend's stores.
    const location = drawer.getByRole('tabpanel', { name: 'Location' });
    await expect(location.getByText('Select a State')).toBeVisible();
    await expect(
      location.getByRole('button', { name: /Shop (Recreational|This Location)/ }).first(),
    ).toBeVisible();
  },
};

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test.describe(`menu drawers at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const version of VERSIONS) {
      test(`menu-${version}: the Menu button opens drawer ${version}`, async ({ page }) => {
        const errors = watchErrors(page);
        const drawer = await openMenu(page, version);
        await CHECKS[version](drawer);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('menu drawer behaviour', () => {
  test.use({ viewport: PHONE });

  test('Version Two: "Search deals" filters by name and shows "Not found!"', async ({ page }) => {
    const drawer = await openMenu(page, 'two');
    await drawer.getByRole('tab', { name: 'Deals' }).click();
    const panel = drawer.getByRole('tabpanel', { name: 'Deals' });
    const list = panel.getByRole('region', { name: "Today's Deals" }).getByRole('listitem');
    await expect(list.first()).toBeVisible();
    const box = panel.getByRole('searchbox', { name: 'Search deals' });
    await box.fill('BOGO');
    await expect(list).toHaveText(['BOGO Pre Rolls']);
    await box.fill('no such deal');
    await expect(panel.getByText('Not found!')).toBeVisible();
    await expect(list).toHaveCount(0);
    await box.fill('');
    await expect(list.first()).toBeVisible();
  });

  for (const version of VERSIONS) {
    test(`menu-${version}: keyboard opens, traps focus, Escape returns focus`, async ({ page }) => {
      await page.goto(`/?fixture=menu-${version}`);
      const button = menuButton(page);
      await expect(button).toBeVisible({ timeout: 15_000 });
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab');
        const inside = await page.evaluate(
          () => document.activeElement?.closest('dialog[open]') !== null,
        );
        expect(inside, `focus left the drawer after ${step + 1} presses`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('a sub-menu opens from the left with a back button and closes on Escape', async ({
    page,
  }) => {
    const drawer = await openMenu(page, 'one');
    const opener = drawer.getByRole('button', { name: 'Categories' });
    await opener.click();
    const sub = page.getByRole('dialog', { name: 'Categories' });
    await expect(sub.getByRole('button', { name: 'Back: Categories' })).toBeFocused();
    await expect(sub.getByRole('link')).toHaveText(['Flower', 'Pre Rolls', 'Edibles', 'Tinctures']);
    const box = await sub.boundingBox();
    expect(box?.x).toBe(0);
    await page.keyboard.press('Escape');
    await expect(sub).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(opener).toBeFocused();
  });

  test('following a link changes the route and closes the drawer', async ({ page }) => {
    const drawer = await openMenu(page, 'one');
    await drawer.getByRole('link', { name: 'Brands' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(drawer).toBeHidden();
  });

  test('the drawer code loads only when the menu is first opened', async ({ page }) => {
    const chunks: string[] = [];
    page.on('response', (response) => {
      // The build names the chunk MenuTwo-{hash}.js; a dev server serves variants/menus/MenuTwo/*.
      const path = new URL(response.url()).pathname;
      if (/\/MenuTwo[-/]/.test(path)) chunks.push(path);
    });
    await page.goto('/?fixture=menu-two');
    await expect(menuButton(page)).toBeVisible({ timeout: 15_000 });
    expect(chunks).toEqual([]);
    await menuButton(page).click();
    await expect(page.locator('[data-menu-drawer="two"]')).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
  });
});
