import { expect, type Page } from '@playwright/test';
import type { CollectedEvent } from '../schemas/analytics/events';
import { MOCK_SANDBOX_HEADER } from '../server/visitorSandbox';
import { SERVER_ORIGIN, test } from './helpers';

// The shopper meets the consent banner: these journeys answer it themselves.
test.use({ consent: 'unanswered' });

type Pushed = { event?: string; ecommerce?: { items?: { item_id: string; item_name: string }[] } };

/** The events pushed to window.dataLayer (gtag() commands and clears left out). */
const pushed = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is Pushed =>
        typeof entry === 'object' && entry !== null && 'event' in entry && !('length' in entry),
    ),
  );
const pushedNames = async (page: Page) =>
  (await pushed(page)).map((entry) => entry.event).filter((name) => name !== 'gtm.js');

/**
 * What the collector kept of this journey's events (test hooks). A page hidden sends with the
 * journey's sandbox header; a page unloading sends its beacon without it, so that batch is in the
 * sandbox of the browser's visitor cookie: both are read.
 */
async function collected(page: Page): Promise<CollectedEvent[]> {
  const read = async (headers: Record<string, string>) => {
    const response = await page.request.get(`${SERVER_ORIGIN}/api/mock/event-records`, { headers });
    return ((await response.json()) as { data: { events: CollectedEvent[] } }).data.events;
  };
  const [named, visitor] = await Promise.all([read({}), read({ [MOCK_SANDBOX_HEADER]: '' })]);
  return [...named, ...visitor].sort((a, b) => a.at - b.at);
}

/** The page is hidden (the shopper switched tabs), which is when the collector sends. */
async function hidePage(page: Page): Promise<void> {
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/events'),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await (await sent).response();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });

/** Every request the context makes to an origin other than the storefront's. */
function thirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== SERVER_ORIGIN) seen.push(url.href);
  });
  return seen;
}

test('before the shopper answers, no event reaches the dataLayer or the collector', async ({
  page,
}) => {
  const outside = thirdParty(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) posts.push(request.url());
  });
  await page.goto('/shop');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('link', { name: 'Blue Dream' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blue Dream' })).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart ·/ }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect(await pushedNames(page)).toEqual([]);
  expect(posts).toEqual([]);
  expect(await collected(page)).toEqual([]);
  // No container id on the default site: nothing from anywhere else, ever.
  expect(outside).toEqual([]);
});

test('after Accept, a product view, an add to cart, a deal click and a search are each tracked', async ({
  page,
}) => {
  const outside = thirdParty(page);
  await page.goto('/product/blue-dream');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect.poll(() => pushedNames(page)).toContain('view_item');
  const viewed = (await pushed(page)).find((entry) => entry.event === 'view_item');
  expect(viewed?.ecommerce?.items?.[0]).toMatchObject({ item_name: 'Blue Dream' });

  await page.getByRole('button', { name: /^Add to cart ·/ }).click();
  await expect.poll(() => pushedNames(page)).toContain('add_to_cart');
  const added = (await pushed(page)).find((entry) => entry.event === 'add_to_cart');
  expect(added?.ecommerce).toMatchObject({
    currency: 'USD',
    items: [expect.objectContaining({ item_name: 'Blue Dream', quantity: 1 })],
  });

  await page.goto('/deals');
  const deal = page.getByRole('link', { name: /20% Off All Flower/ }).first();
  await deal.click();
  await expect.poll(() => pushedNames(page)).toContain('select_promotion');

  await page.goto('/search?keyword=gummies');
  await page.getByRole('searchbox').first().fill('rosin');
  await page.getByRole('searchbox').first().press('Enter');
  await expect.poll(() => pushedNames(page)).toContain('search');

  await hidePage(page);
  // Each page sent its own as it unloaded, the last one as it was hidden.
  const sent = await collected(page);
  const names = sent.map((event) => event.name);
  expect(names).toEqual(
    expect.arrayContaining(['view_item', 'add_to_cart', 'select_promotion', 'search']),
  );
  expect(sent.every((event) => event.consent === 'granted')).toBe(true);
  const item = sent.find((event) => event.name === 'add_to_cart');
  expect(item?.name === 'add_to_cart' && item.params.items[0]?.item_name).toBe('Blue Dream');
  expect(outside).toEqual([]);
});

test('after Accept, a popup sign-up is a lead', async ({ page }) => {
  await page.goto('/?fixture=popup-campaigns');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take 15% off your first order' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('lead@example.com');
  await dialog.getByRole('button', { name: 'Get My Coupon' }).click();
  await expect(page.getByRole('dialog', { name: "You're on the list!" })).toBeVisible();
  const lead = (await pushed(page)).find((entry) => entry.event === 'generate_lead');
  expect(lead).toMatchObject({ lead_source: 'popup', promotion_id: expect.any(String) });
});

test('after Decline, only the events the site marks necessary are sent', async ({ page }) => {
  // The measurement site counts searches as strictly necessary.
  await page.goto('/?fixture=measurement');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto('/product/blue-dream');
  await page.getByRole('button', { name: /^Add to cart ·/ }).click();
  await page.goto('/search?keyword=rosin');
  await page.getByRole('searchbox').first().fill('gummies');
  await page.getByRole('searchbox').first().press('Enter');
  await expect.poll(() => pushedNames(page)).toEqual(['search']);
  await hidePage(page);
  const kept = await collected(page);
  expect(kept.map((event) => [event.name, event.consent])).toEqual([['search', 'necessary']]);
});

test('leaving a page sends the vitals of its view, by route and device class', async ({ page }) => {
  await page.goto('/shop');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await page.reload();
  // Measuring has begun (the first paint is reported at once), then a tap: INP needs an
  // interaction, and LCP is final once the shopper has interacted.
  await expect.poll(() => pushedNames(page)).toContain('web_vitals');
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto('/deals');
  const vitalsSent = async () =>
    (await collected(page)).flatMap((event) => (event.name === 'web_vitals' ? [event] : []));
  await expect.poll(async () => (await vitalsSent()).length).toBeGreaterThanOrEqual(5);
  const vitals = (await vitalsSent()).flatMap((event) =>
    event.name === 'web_vitals' ? [event.params] : [],
  );
  expect(vitals.map((metric) => metric.metric_name)).toEqual(
    expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS', 'INP']),
  );
  for (const metric of vitals) {
    expect(metric).toMatchObject({ route: '/shop', device_class: 'desktop' });
  }
});

test('the answer is remembered, and changed from the footer by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await page.reload();
  const choices = page.getByRole('navigation', { name: 'Privacy choices' });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const settings = choices.getByRole('button', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: 'Your privacy' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}').choice),
  ).toBe('declined');
});

test('a site with a Tag Manager container loads it only after Accept, within the page policy', async ({
  page,
}) => {
  const containers: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    containers.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.gtmLoaded = true;' });
  });
  await page.goto('/?fixture=measurement');
  await expect(banner(page)).toBeVisible();
  const choices = page.getByRole('navigation', { name: 'Privacy choices' });
  // The footer hydrates as it comes into view; the row comes with it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    choices.getByRole('link', { name: 'Do not sell or share my personal information' }),
  ).toHaveAttribute('href', '/privacy-policy');
  expect(containers).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(() => containers)
    .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-DEMO42']);
  await expect.poll(() => page.evaluate(() => 'gtmLoaded' in window)).toBe(true);
});
