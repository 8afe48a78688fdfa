import {
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { CONSENT_KEY, type ConsentChoice } from '../engine/analytics/consent';
import { STOREFRONT_REQUEST_HEADER } from '../engine/api/client';
import { STORE_COOKIE } from '../engine/site/storeCookie';
import { MOCK_SANDBOX_HEADER } from '../server/visitorSandbox';
import { recordCspViolations } from './cspViolations';

/** The production server the journeys run on (playwright.config.ts starts it). */
export const SERVER_ORIGIN = `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}`;

/**
 * Playwright's test on the production server:
 * - backends of its own: every request of the test's browser contexts and API requests names the
 *   test's sandbox (server/visitorSandbox.ts; the server runs with its test hooks), so journeys
 *   running side by side never see each other's carts, accounts or records, while a second tab
 *   shares the first tab's backend as a shopper's would;
 * - `goto` and `reload` return once a server-rendered page has hydrated and holds the shopper's
 *   stored cart and session (`<html data-interactive>`, engine/app/App.tsx): server HTML shows
 *   buttons before it answers them, and a person waits for that, a script does not;
 * - no Content-Security-Policy violation (server/securityHeaders.ts) in any page or frame it
 *   opened: the test fails at its end, naming what was blocked and by which directive;
 * - a shopper who has answered the consent banner (`consent`, "declined" unless a journey says
 *   otherwise, "unanswered" for the banner's own journeys), so the banner covers no page.
 */
export const test = base.extend<{ consent: ConsentAnswer }>({
  consent: ['declined', { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const sandbox = `${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`;
    // The header the app's API client sends: API calls a journey makes itself pass the
    // storefront's cross-site check as the app's own do (server/crossSite.ts).
    await provide({
      ...extraHTTPHeaders,
      [MOCK_SANDBOX_HEADER]: sandbox,
      [STOREFRONT_REQUEST_HEADER]: 'storefront',
    });
  },
  context: async ({ context, javaScriptEnabled, consent }, provide) => {
    const violations = javaScriptEnabled === false ? [] : await recordCspViolations(context);
    if (consent !== 'unanswered') await answeredConsent(context, consent);
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitsForHydration);
      context.on('page', waitsForHydration);
    }
    await provide(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitsForHydration(page);
    await provide(page);
  },
});

/** What the shopper told the consent banner before the journey starts. */
export type ConsentAnswer = ConsentChoice | 'unanswered';

/** The answer as the app stores it (engine/analytics/consent), unless the page already has one. */
async function answeredConsent(context: BrowserContext, choice: ConsentChoice): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank, a sandboxed frame) has no banner to answer.
      }
    },
    { key: CONSENT_KEY, value: JSON.stringify({ choice, at: '2026-01-01T00:00:00.000Z' }) },
  );
}

const patched = new WeakSet<Page>();

function waitsForHydration(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
}

/** Pages the server did not render (files, the client-only build, a failed render) do not wait. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('storefront-render') === null ||
      document.documentElement.dataset.interactive === '',
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * `vite preview` of the client-only build, where MSW answers in a service worker: for the journeys
 * of that path itself (the mock's fault hook lives in the worker; a build without one).
 */
export const CLIENT_ONLY_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/**
 * A returning shopper who chose `retailerName`: the app's own record (localStorage) and its
 * cookie copy, from which the server renders that store's page (engine/site/storeCookie.ts).
 */
export async function returningShopperOf(
  page: Page,
  store: { retailerId: string; retailerName: string },
): Promise<void> {
  await page.addInitScript((selection) => {
    localStorage.setItem('storeSelection', JSON.stringify(selection));
  }, store);
  const selection = { ...store, orderType: 'PICKUP', menuType: 'RECREATIONAL' };
  await page.context().addCookies([
    {
      name: STORE_COOKIE,
      value: encodeURIComponent(JSON.stringify(selection)),
      url: SERVER_ORIGIN,
    },
  ]);
}

/** Collects what a person would call a broken page: uncaught errors and console errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * The shopper's clock: from the next navigation on, notes on <html> when `selector` first
 * matches, in ms from the page's navigation start. Timing checks read it with `appearedAt`:
 * the runner's own round trips and an expectation's polling interval are not the shopper's wait.
 */
export async function noteAppearance(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    const seen = new MutationObserver(() => {
      if (document.querySelector(wanted) === null) return;
      document.documentElement.dataset.appearedAt = String(performance.now());
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** When the element `noteAppearance` waited for entered the page (ms from navigation start). */
export async function appearedAt(page: Page): Promise<number> {
  const noted = await page.locator('html').getAttribute('data-appeared-at');
  expect(noted, 'the awaited element never entered the page').not.toBeNull();
  return Number(noted);
}

/** Every JS file the page downloads, by file name. */
export function watchScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) files.add(url.pathname.split('/').pop() ?? '');
  });
  return files;
}

/**
 * Content below the fold (HydrateOnView) stays the server's copy until it nears the view, then
 * React renders its own copy in its place: scroll `target` into view and wait for that, so a
 * check never reads the server's copy as it is replaced.
 */
export async function bringIntoView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target.locator('xpath=ancestor::*[@data-hydration="waiting"]')).toHaveCount(0);
}

/** Every deferred part that has a box on screen at some scroll position has taken over. */
const allShownPartsLive = () =>
  [...document.querySelectorAll('[data-hydration="waiting"]')].every((part) =>
    [...part.children].every((child) => child.getClientRects().length === 0),
  );

/** Reads the page top to bottom a screen at a time, as a person would, pointing at the parts that
 * wait for a pointer (the header; home sections in view on arrival), until every deferred part
 * has been taken over by React. */
export async function readWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reached = '[data-hydration-until="intent"], [data-hydration-until="scrolled"]';
    for (const part of document.querySelectorAll(reached))
      part.firstElementChild?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await page.waitForFunction(allShownPartsLive, undefined, { timeout: 10_000 });
}

/** Puts lines in the persisted cart (spec §9 key cartList) before the app boots. */
export async function seedCartQuantity(page: Page, quantity: number) {
  const lines = Array.from({ length: Math.ceil(quantity / 20) }, (_, index) => ({
    productId: `p-${index}`,
    product: { slug: `p-${index}`, image: '', name: `Product ${index}`, category: 'Flower' },
    option: '1g',
    quantity: Math.min(20, quantity - index * 20),
    maxQuantity: 20,
    price: 10,
    specialDiscount: null,
  }));
  await page.addInitScript(
    (value) => localStorage.setItem('cartList', value),
    JSON.stringify(lines),
  );
}

/**
 * Clears the toasts, as a person may (a toast closes on a click), and waits until none is left:
 * they stack over the header's top-right corner, where the account link is.
 */
export async function dismissToasts(page: Page): Promise<void> {
  for (const shown of await page.locator('.Toastify__toast').all()) {
    // One may have closed on its own meanwhile.
    await shown.click({ timeout: 2000 }).catch(() => undefined);
  }
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Home of the default site (full-text search type) at phone width, the search overlay opened from
 * the sticky footer; the overlay, once it shows.
 */
export async function openSearchOverlay(page: Page): Promise<Locator> {
  await page.goto('/?fixture=default');
  // The preview toolbar is a tool of the mocked mode, not part of the storefront.
  await page.addStyleTag({ content: 'aside[aria-label="Site preview"] { display: none; }' });
  const notNow = page.getByRole('button', { name: 'Not now' });
  if (await notNow.isVisible().catch(() => false)) await notNow.click();
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Search' })
    .click();
  const overlay = page.getByRole('dialog', { name: 'Search products' });
  await expect(overlay).toBeVisible();
  return overlay;
}
