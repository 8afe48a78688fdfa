import { expect, type Page, type Request } from '@playwright/test';
import { DEADLINES } from '../engine/api/deadlines';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { cartLine } from './storedCart';
import {
  appearedAt,
  CLIENT_ONLY_ORIGIN,
  noteAppearance,
  SERVER_ORIGIN,
  test,
  watchErrors,
} from './helpers';

// Network faults: every call has a deadline, 4xx answers are not retried, one order
// per double click, and a mocked build without a service worker says what is wrong. Endpoints are
// made to hang or fail with the mock's fault hook (sessionStorage `mockFaults`, fixtures/mocks/
// faults.ts): MSW answers inside the service worker, where page.route cannot reach.

// The fault hook and the missing-worker message belong to the client-only build; the journeys
// whose faults the production server's mock answers too run there as well (at the end).
test.use({ baseURL: CLIENT_ONLY_ORIGIN });

const TROY = '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01';
/** Troy is open for pickup then, so checkout is allowed (spec 4.6). */
const WEDNESDAY_NOON = new Date('2026-03-04T12:00:00Z');
const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

async function withFaults(page: Page, faults: Record<string, string | number>) {
  await page.addInitScript((value) => {
    window.sessionStorage.setItem('mockFaults', value);
  }, JSON.stringify(faults));
}

async function liftFaults(page: Page) {
  await page.evaluate(() => window.sessionStorage.removeItem('mockFaults'));
}

/** Every request the page sends whose path is `path` (also those the service worker answers). */
function watchCalls(page: Page, method: string, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path)
      calls.push(request);
  });
  return calls;
}

/** When the page sent its first request for `path`, in ms from its navigation start. */
async function sentAt(page: Page, path: string): Promise<number> {
  const start = await page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === wanted)?.startTime,
    path,
  );
  expect(start, `the page never asked for ${path}`).toBeDefined();
  return start ?? Number.NaN;
}

const pageErrors = (errors: string[]) => errors.filter((error) => error.startsWith('pageerror'));

test.describe('deadlines and retries', () => {
  test.setTimeout(60_000);

  test('a CMS that never answers: the site renders on the defaults within seconds, with a diagnostic', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await withFaults(page, { settings: 'hang' });
    // The site's header, once the store's skeleton has gone.
    await noteAppearance(page, 'header:not([aria-label="Loading the store"] *)');
    await page.goto('/?fixture=default');
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    await expectDefaultsAfterSettingsDeadline(page);
    expect(pageErrors(errors)).toEqual([]);
  });

  test('a product that never answers: a message a person understands, not an endless skeleton', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const calls = watchCalls(page, 'GET', '/api/products/blue-dream');
    await withFaults(page, { product: 'hang' });
    await page.goto('/product/blue-dream?fixture=default');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load this product' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByText(TIMEOUT_MESSAGE)).toBeVisible();
    // A timeout is not asked again on its own: the shopper already waited the whole deadline.
    expect(calls).toHaveLength(1);

    await liftFaults(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Blue Dream', level: 1 })).toBeVisible();
    expect(pageErrors(errors)).toEqual([]);
  });

  test('a 4xx answer is asked once; a 5xx is asked twice more (spec 7.1)', async ({ page }) => {
    const missing = watchCalls(page, 'GET', '/api/products/no-such-product');
    await page.goto('/product/no-such-product?fixture=default');
    // A query shows its error only once it has stopped retrying (a retried 4xx would show it after
    // the 1 s and 2 s retry delays, its three requests sent): the message is the moment to count.
    await expect(page.getByText('We couldn’t find this product')).toBeVisible({ timeout: 15_000 });
    expect(missing).toHaveLength(1);

    const failing = watchCalls(page, 'GET', '/api/products/gelato-41');
    await page.evaluate(() => window.sessionStorage.setItem('mockFaults', '{"product":503}'));
    await page.goto('/product/gelato-41?fixture=default');
    await expect(page.getByText('We couldn’t load this product')).toBeVisible({ timeout: 15_000 });
    expect(failing).toHaveLength(3);
  });
});

/** A shopper at Troy with one product in the cart, on a filled-in checkout page. */
async function openFilledCheckout(page: Page) {
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await page.addInitScript(
    ([retailerId, cart]) => {
      if (window.sessionStorage.getItem('checkout-seeded') !== null) return;
      window.sessionStorage.setItem('checkout-seeded', '1');
      window.localStorage.setItem(
        'storeSelection',
        JSON.stringify({ retailerId, retailerName: 'Greenleaf Market Troy' }),
      );
      window.localStorage.setItem('cartList', cart);
    },
    [TROY, JSON.stringify([cartLine('blue-dream', '3.5g')])] as const,
  );
  await page.goto('/checkout?fixture=default');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Contact Number').fill('2485550199');
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect(place).toBeEnabled({ timeout: 15_000 });
  return place;
}

test.describe('placing an order', () => {
  test.setTimeout(60_000);

  test('Place Order that times out says so, works again, and the retry is the same order', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const posts = watchCalls(page, 'POST', '/api/checkout');
    await withFaults(page, { checkout: 'hang' });
    const place = await openFilledCheckout(page);

    await place.click();
    await expect(page.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    // The form says it in place (a toast may say it too: the form's own message is the one checked).
    await expect(
      page
        .getByRole('form', { name: 'Contact Details' })
        .getByRole('alert')
        .filter({ hasText: TIMEOUT_MESSAGE }),
    ).toBeVisible({ timeout: 25_000 });
    await expect(place).toBeEnabled();

    await liftFaults(page);
    await place.click();
    await expect(page.getByRole('heading', { name: 'Checkout created' })).toBeVisible();
    expect(posts).toHaveLength(2);
    const keys = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(pageErrors(errors)).toEqual([]);
  });

  test('a double click on Place Order sends one order', async ({ page }) => {
    const errors = watchErrors(page);
    const posts = watchCalls(page, 'POST', '/api/checkout');
    const place = await openFilledCheckout(page);
    await place.dblclick();
    await expect(page.getByRole('heading', { name: 'Checkout created' })).toBeVisible();
    await expect(page.getByText(/^Reference: chk-\d+$/)).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(pageErrors(errors)).toEqual([]);
  });

  test('two clicks in the same frame, before any render, still send one order', async ({
    page,
  }) => {
    const posts = watchCalls(page, 'POST', '/api/checkout');
    await openFilledCheckout(page);
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Place Order',
      );
      button?.click();
      button?.click();
    });
    // A second order would be sent by the second click, in the same frame as the first: before
    // the first order's answer, so before the page can say it was created.
    await expect(page.getByRole('heading', { name: 'Checkout created' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

test.describe('a browser that blocks service workers', () => {
  test.use({ serviceWorkers: 'block' });

  test('the mocked build says what is wrong and what to do, not a blank page', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/?fixture=default');
    const message = page.getByRole('alert');
    await expect(
      message.getByRole('heading', { name: 'The demo store could not start', level: 1 }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(message.getByText('Open it on http://localhost or over https.')).toBeVisible();
    await expect(message.getByText(/npm start/)).toBeVisible();
    expect(pageErrors(errors)).toEqual([]);
  });
});

/**
 * The same faults on the production server, named in the `mock-faults` header its embedded mock
 * reads (server/mockApi): the server's render meets them first, then the browser's own calls.
 * Not repeated here: a product that never answers (the server waits out the read deadline, then
 * the browser does: 20 s for what the client-only journey shows in 10), Place Order timing out
 * (the browser's own write deadline, whatever serves it; 15 s), the double clicks (no fault) and
 * the missing service worker (the client-only build's alone).
 */
test.describe('on the production server', () => {
  test.use({ baseURL: SERVER_ORIGIN });
  test.setTimeout(60_000);

  const withServerFaults = (page: Page, faults: Record<string, string | number>) =>
    page.setExtraHTTPHeaders({ [MOCK_FAULTS_HEADER]: JSON.stringify(faults) });

  test('a CMS that never answers: the shell at the settings’ deadline, then the site on the defaults', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await withServerFaults(page, { settings: 'hang' });
    await noteAppearance(page, 'header:not([aria-label="Loading the store"] *)');
    // The render gives up on the settings at their deadline and sends the app's shell (503).
    const response = await page.goto('/?fixture=default');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    // The browser asks again, waits the deadline out too, then renders on the defaults.
    await expectDefaultsAfterSettingsDeadline(page);
    expect(pageErrors(errors)).toEqual([]);
  });

  test('a 4xx answer comes with the page, not asked again; a 5xx the browser asks thrice (spec 7.1)', async ({
    page,
  }) => {
    const missing = watchCalls(page, 'GET', '/api/products/no-such-product');
    const notFound = await page.goto('/product/no-such-product?fixture=default');
    expect(notFound?.status()).toBe(404);
    await expect(page.getByText('We couldn’t find this product')).toBeVisible();
    // The server's render asked; its answer came with the page, which the browser hydrated from.
    expect(missing).toHaveLength(0);

    const failing = watchCalls(page, 'GET', '/api/products/gelato-41');
    await withServerFaults(page, { product: 503 });
    const failed = await page.goto('/product/gelato-41?fixture=default');
    // The server's render failed on it (the page says so with its status); the browser asks.
    expect(failed?.status()).toBe(503);
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load this product' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    // The API's own words (spec 8), once the two retries failed too.
    await expect(alert.getByText('Something went wrong. Please try again.')).toBeVisible();
    expect(failing).toHaveLength(3);
  });
});

/**
 * The settings' deadline was waited out (counted from the browser's request, so the mock's
 * start is not part of the wait), then the site rendered on its defaults and its diagnostics say
 * why.
 */
async function expectDefaultsAfterSettingsDeadline(page: Page) {
  const waited = (await appearedAt(page)) - (await sentAt(page, '/api/cms/settings'));
  expect(waited).toBeGreaterThanOrEqual(DEADLINES.settings);
  expect(waited).toBeLessThan(DEADLINES.settings + 4_000);
  await expect(page.getByRole('status', { name: 'Loading the store' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Preview: default/ }).click();
  await expect(
    page
      .getByRole('list', { name: 'Diagnostics' })
      .getByText(`could not load the CMS settings: ${TIMEOUT_MESSAGE}`),
  ).toBeVisible();
}
