import { expect, type Page } from '@playwright/test';
import { IDLE_DEADLINE_MS } from '../engine/shell/WhenIdle';
import { appearedAt, noteAppearance, test, watchErrors } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

const WELCOME = 'Take 15% off your first order';
const BAR = 'Order ahead, skip the line';

/**
 * Campaigns this browser answered on an earlier visit (the local key the layer keeps); set on the
 * first page only, so what the journey answers itself is kept across its navigations.
 */
async function alreadyAnswered(page: Page, ids: string[]) {
  await page.addInitScript((answered) => {
    if (localStorage.getItem('answeredPopupCampaigns') !== null) return;
    localStorage.setItem('answeredPopupCampaigns', JSON.stringify(answered));
  }, ids);
}

/** The longest timeOnPage of the fixture's campaigns (Deals VIP, 5 s), and the bar's (2 s). */
const LONGEST_DELAY_MS = 5_000;
const BAR_DELAY_MS = 2_000;

/**
 * The page's campaign queue is running: the bar, left unanswered for this, shows after its delay
 * and is closed. A campaign queued behind it would now show after its own delay (spec 4.9).
 */
async function barShownAndClosed(page: Page) {
  await page.clock.runFor(BAR_DELAY_MS);
  const bar = popup(page, BAR);
  await expect(bar).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
}

const popup = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Notes when the app has taken over the page (<html data-interactive>), in ms from its start. */
async function noteInteractive(page: Page) {
  await page.addInitScript(() => {
    // The document, not its <html>: this runs before the parser has made that element.
    const seen = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-interactive')) return;
      document.documentElement.dataset.interactiveAt = String(performance.now());
      seen.disconnect();
    });
    seen.observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
  });
}

// Spec 2.18, 4.9, 5 and 7.5, on the popup-campaigns fixture site.
test('the first campaign appears after 3 s on the page, locks the page and hides its footer', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await noteAppearance(page, '[data-popup-template]');
  await noteInteractive(page);
  await page.goto('/?fixture=popup-campaigns');
  await expect(popup(page, WELCOME)).toBeVisible({ timeout: 10_000 });
  const shownAt = await appearedAt(page);
  const interactiveAt = Number(await page.locator('html').getAttribute('data-interactive-at'));
  // Its timeOnPage is 3 s, counted from the page's start: not before. On a busy machine the app
  // may take over later than that; the campaign layer then starts once the page is idle (at the
  // latest IDLE_DEADLINE_MS after), registers the visitor, loads the campaigns and the template's
  // code: 2.1 s after the take-over on CI's busy machine, so the bound leaves 1.5 s past the idle
  // deadline.
  expect(shownAt).toBeGreaterThanOrEqual(3_000);
  expect(interactiveAt).toBeGreaterThan(0);
  expect(shownAt - Math.max(3_000, interactiveAt)).toBeLessThan(IDLE_DEADLINE_MS + 1_500);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  await expect(page.getByRole('contentinfo')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the e-mail field says what is wrong, then the thank-you view shows the coupons', async ({
  page,
}) => {
  await page.goto('/?fixture=popup-campaigns');
  const dialog = popup(page, WELCOME);
  await expect(dialog).toBeVisible({ timeout: 8_000 });
  const field = dialog.getByRole('textbox', { name: 'Email address' });
  const submit = dialog.getByRole('button', { name: 'Get My Coupon' });
  await submit.click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('not-an-email');
  await submit.click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
  await field.fill('fan@example.com');
  await submit.click();
  const thanks = popup(page, "You're on the list!");
  await expect(thanks.getByText(/^Your Coupons:/)).toHaveText(
    'Your Coupons: GREENLEAF15, WELCOME-7F3C',
  );
});

test("a server error shows the server's message as a toast, and the form stays", async ({
  page,
}) => {
  await page.goto('/?fixture=popup-campaigns');
  const dialog = popup(page, WELCOME);
  await expect(dialog).toBeVisible({ timeout: 8_000 });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('bounce@example.com');
  await dialog.getByRole('button', { name: 'Get My Coupon' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This address cannot receive our e-mails.' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get My Coupon' })).toBeEnabled();
});

test('after one closes the next shows after its own delay; a reload skips the answered one', async ({
  page,
}) => {
  await page.goto('/?fixture=popup-campaigns');
  const welcome = popup(page, WELCOME);
  await expect(welcome).toBeVisible({ timeout: 8_000 });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  // The page scrolls and shows its footer again.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const closedAt = Date.now();
  await expect(popup(page, BAR)).toBeVisible({ timeout: 6_000 });
  expect(Date.now() - closedAt).toBeGreaterThan(1_500);
  await page.reload();
  await expect(popup(page, BAR)).toBeVisible({ timeout: 8_000 });
  await expect(popup(page, WELCOME)).toHaveCount(0);
});

// Playwright's clock: a campaign's delay passes with runFor, at once, and "nothing shows" is
// asserted once every delay of the fixture has passed with the queue running.
test('a specificPages campaign shows only on its pages', async ({ page }) => {
  await page.clock.install();
  await alreadyAnswered(page, ['pc-welcome', 'pc-flower-week']);
  await page.goto('/brands?fixture=popup-campaigns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await barShownAndClosed(page);
  await page.clock.runFor(LONGEST_DELAY_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/deals?fixture=popup-campaigns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.clock.runFor(LONGEST_DELAY_MS);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 9_000 });
  await expect(page.getByRole('dialog')).toHaveAttribute('data-popup-template', 'fullScreen');
});

test('a customDates campaign outside its window never appears', async ({ page }) => {
  await page.clock.install();
  await alreadyAnswered(page, ['pc-welcome', 'pc-flower-week']);
  await page.goto('/?fixture=popup-campaigns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await barShownAndClosed(page);
  await page.clock.runFor(LONGEST_DELAY_MS);
  await expect(page.getByRole('dialog', { name: 'Summer sale is here' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every template renders from its fixture site and closes with Escape', async ({ page }) => {
  for (const [site, template] of [
    ['popup-popup', 'popup'],
    ['popup-flyout', 'flyout'],
    ['popup-fullscreen', 'fullScreen'],
    ['popup-bar', 'bar'],
  ] as const) {
    await page.goto(`/?fixture=${site}`);
    const dialog = popup(page, WELCOME);
    await expect(dialog).toBeVisible({ timeout: 8_000 });
    await expect(dialog).toHaveAttribute('data-popup-template', template);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.evaluate(() => localStorage.clear());
  }
});

test('an open popup and its backdrop cover the sticky footer, the choose-store prompt and the preview toolbar', async ({
  page,
}) => {
  // 768 px: all three fixed layers show at once (below it the toolbar is the page's last block).
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/?fixture=popup-popup');
  const dialog = popup(page, WELCOME);
  await expect(dialog).toBeVisible({ timeout: 8_000 });
  // CSS locators: behind a modal the page is inert, out of the accessibility tree.
  const layers = {
    'sticky footer': page.locator('[data-sticky-footer]'),
    'choose-store prompt': page.locator('aside', { hasText: 'Choose your store' }),
    'preview toolbar': page.locator('aside[aria-label="Site preview"]'),
  };
  for (const [name, layer] of Object.entries(layers)) {
    const box = await layer.boundingBox();
    expect(box, name).not.toBeNull();
    if (box === null) continue;
    // What a tap at the layer's centre hits: the popup's <dialog> owns its backdrop.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog')?.dataset.popupTemplate,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit, `${name} is under the popup's backdrop`).toBe('popup');
  }
});
