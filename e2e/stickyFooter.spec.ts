import { expect, type Page } from '@playwright/test';
import { seedCartQuantity, test, watchErrors } from './helpers';

// Spec 2.10, §9: the ten sticky footer designs at phone width, their More sheets, cart badge
// rules and the scroll visibility rule.

test.use({ viewport: { width: 375, height: 812 } });

const DESIGNS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const bar = (page: Page) => page.getByRole('navigation', { name: 'Mobile navigation' });

/**
 * The bar however it stands: once its slide-out ends it leaves the accessibility tree, so a
 * role query could no longer find it to read its hidden state.
 */
const barElement = (page: Page) =>
  page.getByRole('navigation', { name: 'Mobile navigation', includeHidden: true });

/**
 * The mocked mode's preview toolbar sits above the bar on phones, but it is a preview tool, not
 * part of the storefront: journeys that tap the bar hide it so no design's height can matter.
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.addStyleTag({ content: 'aside[aria-label="Site preview"] { display: none; }' });
}

/** A page tall enough to scroll through, whatever its content. */
async function makeTall(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

/**
 * Scrolls and waits until the bar has answered that scroll: the rule runs in the frame of the
 * scroll event (once per frame, useStickyFooterVisibility) and React renders its answer before the
 * next frame. A check that the bar did not change is then made when it would have changed.
 */
async function scrollAndMeasured(page: Page, y: number) {
  await page.evaluate(async (top) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const scrolled = new Promise((resolve) => addEventListener('scroll', resolve, { once: true }));
    window.scrollTo(0, top);
    await scrolled;
    await frame();
    await frame();
  }, y);
}

test.describe('sticky footer designs', () => {
  for (const design of DESIGNS) {
    test(`sticky-footer-${design} shows design ${design}`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`/?fixture=sticky-footer-${design}`);
      await expect(bar(page)).toHaveAttribute('data-sticky-footer', design);
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(errors).toEqual([]);
    });
  }

  test('the bar is not shown on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?fixture=sticky-footer-two');
    // The page itself rendered: a blank page has no bar either.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.locator('[data-sticky-footer]')).toBeHidden();
  });
});

test.describe('design five: Shop By Choice', () => {
  const openSheet = async (page: Page) => {
    await bar(page).getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'Shop By Choice' });
    await expect(sheet).toBeVisible();
    return sheet;
  };

  test('price filters, choices and Shop All go to their targets', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-five');
    let sheet = await openSheet(page);
    await expect(sheet.getByRole('region', { name: 'Shop By Choice' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Shop By Price' })).toBeVisible();
    await expect(sheet.getByRole('list').last().getByRole('link')).toHaveText([
      'Under $20',
      'Under $40',
      'Under $60',
      'Under $70',
      'Under $80',
      'Under $100',
      '$100 & Above',
    ]);
    await sheet.getByRole('link', { name: 'Under $40' }).click();
    await expect(page).toHaveURL(/\/shop\?pageNo=1&price=40$/);
    await expect(sheet).toBeHidden();

    sheet = await openSheet(page);
    await sheet.getByRole('link', { name: '$100 & Above' }).click();
    await expect(page).toHaveURL(/\/shop\?pageNo=1&price=100-above$/);
    await expect(sheet).toBeHidden();

    sheet = await openSheet(page);
    await sheet.getByRole('link', { name: 'Shop All' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(sheet).toBeHidden();

    // The coverflow starts on its middle choice, which links where the CMS says.
    sheet = await openSheet(page);
    await sheet.getByRole('link', { name: 'Vaporizers' }).click();
    await expect(page).toHaveURL(/\/category\/vaporizers$/);
    await expect(sheet).toBeHidden();
  });

  test('without a choice list the four fixed choices show; shop page two is the shop', async ({
    page,
  }) => {
    await visit(page, '/?fixture=sticky-footer-five-fallback');
    await expect(bar(page).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/shop-cannabis-near-me',
    );
    const sheet = await openSheet(page);
    await expect(
      sheet.getByRole('region', { name: 'Shop By Choice' }).getByRole('link'),
    ).toHaveText(['Flower', 'Edibles', 'Vaporizers', 'Pre Rolls']);
    await expect(sheet.getByRole('link', { name: 'Shop All' })).toHaveAttribute(
      'href',
      '/shop-cannabis-near-me',
    );
    await expect(sheet.getByRole('link', { name: 'Under $20' })).toHaveAttribute(
      'href',
      '/shop?pageNo=1&price=20',
    );
  });

  test('keyboard: Escape closes the sheet and focus returns to More', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-five');
    const more = bar(page).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Shop By Choice' });
    await expect(sheet).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('design seven: Deals By Categories', () => {
  const openSheet = async (page: Page) => {
    // The default site names design seven's centre button "Deals" (designSevenMoreText).
    await bar(page).getByRole('button', { name: 'Deals' }).click();
    const sheet = page.getByRole('dialog', { name: 'Deals By Categories' });
    await expect(sheet).toBeVisible();
    return sheet;
  };

  test('categories, View All Deals and Shop All go to their targets', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-seven');
    let sheet = await openSheet(page);
    await expect(sheet.getByRole('link', { name: 'Tinctures' })).toHaveAttribute(
      'href',
      '/deals-category/tinctures',
    );
    await sheet.getByRole('link', { name: 'Flower' }).click();
    await expect(page).toHaveURL(/\/deals-category\/flower$/);
    await expect(sheet).toBeHidden();

    sheet = await openSheet(page);
    const viewAll = sheet.getByRole('link', { name: 'View All Deals' });
    await expect(viewAll).toHaveCSS('background-color', 'rgb(16, 20, 24)');
    await viewAll.click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(sheet).toBeHidden();

    sheet = await openSheet(page);
    const shopAll = sheet.getByRole('link', { name: 'Shop All' });
    await expect(shopAll).toHaveCSS('background-color', 'rgb(127, 209, 163)');
    await shopAll.click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe('centre search and menu', () => {
  test('a Search centre button opens search', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-one');
    await bar(page).getByRole('button', { name: 'Search' }).click();
    // Spec 2.10 → 2.8: the full-screen search overlay.
    await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
  });

  test('the Menu item opens the menu drawer', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-three');
    await bar(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('cart badge rules', () => {
  test('design three caps the count at "99+"', async ({ page }) => {
    await seedCartQuantity(page, 120);
    await visit(page, '/?fixture=sticky-footer-three');
    await expect(bar(page).getByTestId('cart-badge')).toHaveText('99+');
  });

  test('design two always shows the count, 0 included', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-two');
    await expect(bar(page).getByTestId('cart-badge')).toHaveText('0');
  });

  test('design one hides the badge at 0 and shows 5', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-one');
    await expect(bar(page).getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(bar(page).getByTestId('cart-badge')).toHaveCount(0);
    await seedCartQuantity(page, 5);
    await page.reload();
    await expect(bar(page).getByTestId('cart-badge')).toHaveText('5');
  });
});

test.describe('visibility (spec 2.10)', () => {
  test('absent on product pages and chat threads', async ({ page }) => {
    await visit(page, '/product/blue-dream?fixture=sticky-footer-two');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-sticky-footer]')).toHaveCount(0);
    await visit(page, '/chat-with-retailer/1');
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.locator('[data-sticky-footer]')).toHaveCount(0);
  });

  test('elsewhere: shown under 300 px, hidden scrolling down, back scrolling up', async ({
    page,
  }) => {
    await visit(page, '/?fixture=sticky-footer-two');
    await expect(bar(page)).toBeVisible();
    await makeTall(page);
    await scrollTo(page, 250);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await scrollTo(page, 900);
    await expect(barElement(page)).toHaveAttribute('data-hidden', 'true');
    await expect(bar(page)).toBeHidden();
    await scrollTo(page, 700);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await expect(bar(page)).toBeVisible();
  });

  test('a page that starts scrolled (a reload mid-page) measures from where it is', async ({
    page,
  }) => {
    // Tall from the start, so the browser can put a reloaded page back where it was.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.body.style.minHeight = '5000px';
      });
    });
    await visit(page, '/?fixture=sticky-footer-two');
    await expect(bar(page)).toBeVisible();
    await scrollTo(page, 1500);
    await expect(barElement(page)).toHaveAttribute('data-hidden', 'true');
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // Each visit starts shown; the starting position (read without a layout) gives the direction.
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await scrollAndMeasured(page, 1400);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await scrollTo(page, 1600);
    await expect(barElement(page)).toHaveAttribute('data-hidden', 'true');
  });

  test('/cart: shown at the top, hidden past 50 px down and near the bottom', async ({ page }) => {
    await visit(page, '/cart?fixture=sticky-footer-two');
    await expect(bar(page)).toBeVisible();
    await makeTall(page);
    await scrollTo(page, 40);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await scrollTo(page, 120);
    await expect(barElement(page)).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 90);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    const bottom = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    await scrollTo(page, bottom);
    await expect(barElement(page)).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, bottom - 5);
    await expect(barElement(page)).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 0);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
  });

  test('/menu-profile never auto-hides', async ({ page }) => {
    await visit(page, '/menu-profile?fixture=sticky-footer-two');
    await expect(bar(page)).toBeVisible();
    await makeTall(page);
    await scrollAndMeasured(page, 1500);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await expect(bar(page)).toBeVisible();
  });

  test('the page keeps room for the bar, so hiding it does not move content', async ({ page }) => {
    await visit(page, '/?fixture=sticky-footer-two');
    const reserve = bar(page).locator('xpath=..');
    await expect(reserve).toHaveCSS('height', '68px');
  });
});
