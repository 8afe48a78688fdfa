import { expect, type Page } from '@playwright/test';
import {
  bringIntoView,
  readWholePage,
  seedCartQuantity,
  test,
  watchErrors,
  watchScripts,
} from './helpers';

// The home route's JavaScript: server-rendered parts below the fold (home sections after the
// hero, the footer, the sticky footer on desktop) fetch their code only when the shopper nears
// them, the header when the shopper reaches for it or what it shows changes
// (engine/hydration/HydrateOnView), and nothing a shopper does meanwhile is lost.

const loaded = (scripts: Set<string>, chunk: string) =>
  [...scripts].some((file) => file.startsWith(`${chunk}-`));

/** The page's own marker: gone if the browser loaded a new document instead of routing. */
const markDocument = (page: Page) => page.evaluate(() => Reflect.set(window, '__sameDocument', 1));
const sameDocument = (page: Page) =>
  page.evaluate(() => Reflect.get(window, '__sameDocument') === 1);

/** Holds a chunk back for `ms`, as a slow phone network would. */
async function slowChunk(page: Page, chunk: string, ms: number) {
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** A first visit to the default home, hydrated and quiet: the scripts it fetched, its errors. */
async function firstVisit(page: Page) {
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await page.goto('/?fixture=default');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
  await page.waitForLoadState('networkidle');
  return { errors, scripts };
}

test('on /, code for the parts below the fold comes as they near the view', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await page.goto('/?fixture=default');
  await page.waitForLoadState('networkidle');
  for (const chunk of ['TodaysDeals', 'BrandStrip', 'FooterOne', 'StickyFooterOne']) {
    expect(loaded(scripts, chunk), `${chunk} before scrolling`).toBe(false);
  }
  // The server's copy is on screen meanwhile, whole.
  await expect(page.getByRole('region', { name: "Today's Deals" })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeAttached();

  await readWholePage(page);
  for (const chunk of ['TodaysDeals', 'BrandStrip', 'FooterOne']) {
    expect(loaded(scripts, chunk), `${chunk} after scrolling`).toBe(true);
  }
  // Desktop: the sticky footer is never on screen, so its code never comes.
  expect(loaded(scripts, 'StickyFooterOne')).toBe(false);
  expect(errors).toEqual([]);
});

test.describe('on a phone, below the fold', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the server’s copy of a home section is skipped by the browser until it nears', async ({
    page,
  }) => {
    await page.goto('/?fixture=default');
    const blog = page.getByRole('region', { name: 'From the blog' });
    // Content-visibility "auto": what is inside is neither styled nor laid out while off screen.
    const rendered = () =>
      blog
        .locator('a')
        .first()
        .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    const skippable = page.locator('[data-offscreen]');
    await expect(skippable.getByRole('region', { name: 'From the blog' })).toBeAttached();
    // The header (in view) and the footer (light text on a dark band, which accessibility
    // checkers would misread while skipped) are laid out as ever.
    await expect(skippable.getByRole('banner')).toHaveCount(0);
    await expect(skippable.getByRole('contentinfo')).toHaveCount(0);

    await bringIntoView(blog);
    expect(await rendered()).toBe(true);
    await expect(skippable.getByRole('region', { name: 'From the blog' })).toHaveCount(0);
  });
});

test('a footer link clicked before its code has come still routes inside the app', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await slowChunk(page, 'FooterOne', 1500);
  await page.goto('/?fixture=default');
  await markDocument(page);
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
  await faq.scrollIntoViewIfNeeded();
  await faq.click();
  await expect(page).toHaveURL(/\/faq$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/FAQ|Frequently/i);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('keyboard focus in the footer stays on its link when the footer takes over', async ({
  page,
}) => {
  await slowChunk(page, 'FooterOne', 1000);
  await page.goto('/?fixture=default');
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
  await faq.focus();
  await expect(page.locator('[data-hydration="done"] footer')).toBeAttached({ timeout: 10_000 });
  await expect(faq).toBeFocused();
});

test.describe('the sections a home opens with', () => {
  const FIRST_SCREEN = ['StoreBar', 'CategoryTiles', 'ProductCarousel'];

  test('keep the server’s drawing and fetch no code of their own until the shopper reaches', async ({
    page,
  }) => {
    const { errors, scripts } = await firstVisit(page);
    for (const chunk of FIRST_SCREEN) expect(loaded(scripts, chunk), chunk).toBe(false);
    const categories = page.getByRole('region', { name: 'Shop by category', exact: true });
    await expect(categories).toBeInViewport();

    // A tile clicked on the server's drawing: held until the code comes, then routed in the app.
    await markDocument(page);
    await slowChunk(page, 'CategoryTiles', 500);
    await categories.getByRole('link', { name: 'Flower' }).click();
    await expect(page).toHaveURL(/\/category\/flower/, { timeout: 10_000 });
    expect(await sameDocument(page)).toBe(true);
    expect(loaded(scripts, 'CategoryTiles')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('draw a change at once: a store chosen shows in the store bar without reaching for it', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/?fixture=default');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
    const bar = page.getByRole('region', { name: 'Choose your store', exact: true });
    await expect(bar).toBeVisible();
    // Chosen through the shell's prompt, not the store bar: nothing of the bar is touched.
    const prompt = page.getByRole('complementary', { name: 'Choose your store' });
    await prompt.getByRole('button', { name: 'Select a Store' }).click();
    const selector = page.getByRole('dialog', { name: 'Select Your Store' });
    await selector.getByLabel('Select a State').selectOption('MI');
    await selector
      .getByRole('article')
      .filter({ hasText: 'Greenleaf Market Troy' })
      .getByRole('button', { name: 'Shop Recreational' })
      .click();
    await expect(selector).toBeHidden();
    const chosen = page.getByRole('region', { name: 'Your store', exact: true });
    await expect(chosen).toContainText('Greenleaf Market Troy', { timeout: 10_000 });
    // The hours are worded by a reader that a first visit had not loaded: it comes with the store.
    await expect(chosen).toContainText('Open Monday to Sunday');
    await expect(bar).toHaveCount(0);
    expect(loaded(scripts, 'StoreBar')).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sticky footer, on screen from the start, gets its code at once', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/?fixture=default');
    await expect.poll(() => loaded(scripts, 'StickyFooterOne')).toBe(true);
    expect(loaded(scripts, 'FooterOne')).toBe(false);
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await bar.getByRole('link', { name: 'Deals' }).click();
    await expect(page).toHaveURL(/\/deals/);
  });
});

test.describe('the header', () => {
  const banner = (page: Page) => page.getByRole('banner').first();

  /** A first visit whose header code takes `ms` to come, from the moment the page answers. */
  async function openWithSlowHeader(page: Page, ms: number) {
    await slowChunk(page, 'HeaderOne', ms);
    await page.goto('/?fixture=default');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
  }

  test('keeps the server’s HTML on a first visit until the shopper reaches for it', async ({
    page,
  }) => {
    const { errors, scripts } = await firstVisit(page);
    expect(loaded(scripts, 'HeaderOne')).toBe(false);
    await expect(page.locator('[data-hydration="waiting"]').getByRole('banner')).toBeAttached();

    await slowChunk(page, 'HeaderOne', 1000);
    // A click before the code has come: held, then carried out by the header's own code.
    await banner(page).getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (0)' })).toBeVisible({
      timeout: 10_000,
    });
    expect(loaded(scripts, 'HeaderOne')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('text typed into its search box before its code comes is kept, and Enter searches', async ({
    page,
  }) => {
    await openWithSlowHeader(page, 1500);
    await markDocument(page);
    const box = banner(page).getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('blue', { delay: 50 });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=blue$/, { timeout: 10_000 });
    expect(await sameDocument(page)).toBe(true);
  });

  test('a mouse resting on a menu of it before its code comes opens that menu', async ({
    page,
  }) => {
    await openWithSlowHeader(page, 1000);
    const brands = banner(page).getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Brands',
    });
    await brands.hover();
    await expect(brands).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  });

  test('a button pressed on the server’s HTML and released after the code came still clicks', async ({
    page,
  }) => {
    await openWithSlowHeader(page, 500);
    const cart = banner(page).getByRole('button', { name: /^Cart/ });
    const centre = await cart.boundingBox();
    if (centre === null) throw new Error('the cart button has no box');
    await page.mouse.move(centre.x + centre.width / 2, centre.y + centre.height / 2);
    await page.mouse.down();
    // The header's own copy replaces the server's while the button is held down.
    await expect(page.locator('[data-hydration="done"]').getByRole('banner')).toBeAttached({
      timeout: 10_000,
    });
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (0)' })).toBeVisible();
  });

  test('a returning shopper’s cart shows in it at once, without reaching for it', async ({
    page,
  }) => {
    await seedCartQuantity(page, 2);
    await page.goto('/?fixture=default');
    await expect(banner(page).getByRole('button', { name: /^Cart/ })).not.toHaveAccessibleName(
      'Cart',
    );
    await expect(page.locator('[data-hydration="done"]').getByRole('banner')).toBeAttached();
  });
});
