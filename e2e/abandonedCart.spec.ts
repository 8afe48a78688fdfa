import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AbandonedCartEmailBody } from '../schemas';
import { SERVER, records, signIn, watchPosts } from './abandonedCartHelpers';
import { test, watchErrors } from './helpers';
import { cartLine } from './storedCart';
import { DEMO_EMAIL } from '../fixtures/data';

// Abandoned cart (spec 4.11 and 4.12), on the production server (one mock backend for all tabs).
// Time is Playwright's clock in every tab: a check's wait passes with runFor, at once and exactly,
// and "nothing more" is asserted once the check that would post has run.
test.use({ baseURL: SERVER });

const EMAIL_PATH = 'abandonedCartEmailStatus';
/** Spec 4.11: the e-mail check runs 5 s after the cart changes; spec 4.12: the notification 1 s. */
const EMAIL_CHECK_MS = 5_000;
const NOTIFICATION_CHECK_MS = 1_000;
/** The locks a check holds while it reads, posts and writes (spec 9's local state keys). */
const EMAIL_LOCK = `abandonedCart_${DEMO_EMAIL}`;
const CHECK_LOCKS = [EMAIL_LOCK, 'abandonmentCartCounter'];

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();

/** Opens a product's page, hydrated and with its calls answered. */
async function openProduct(page: Page, slug: string) {
  await page.goto(`/product/${slug}?fixture=default`, { waitUntil: 'networkidle' });
}

/** Adds the open product; a click that lands before hydration is tried again. */
async function addOpenProduct(page: Page) {
  await expect(async () => {
    if ((await cartButton(page).getAttribute('aria-label')) === 'Cart') {
      await page.getByRole('button', { name: /^Add to cart ·/ }).click();
    }
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function addToCart(page: Page, slug: string) {
  await openProduct(page, slug);
  await addOpenProduct(page);
}

/**
 * Stops the clock in every tab: from here on it moves only with runFor, so a check's delay is
 * measured from the change exactly. pauseAt takes a moment still ahead of the page's clock.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Every tab notes the locks its checks ask for: a check takes its lock before it decides, so a
 * noted request is a check that ran (the moment a post would be sent).
 */
async function noteLockRequests(context: BrowserContext) {
  await context.addInitScript(() => {
    const locks = navigator.locks;
    const request = locks.request.bind(locks) as (...args: unknown[]) => Promise<unknown>;
    const names: string[] = [];
    Reflect.set(window, '__lockRequests', names);
    Reflect.set(locks, 'request', (name: string, ...rest: unknown[]) => {
      names.push(name);
      return request(name, ...rest);
    });
  });
}

const checksStarted = (page: Page, lock: string) =>
  page.evaluate(
    (name) => (Reflect.get(window, '__lockRequests') as string[]).filter((n) => n === name).length,
    lock,
  );

/**
 * Every check that has started has finished: none holds or waits for its lock (locks are shared
 * by the origin's tabs). A check's post is sent and answered while it holds the lock.
 */
async function checksDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async (names) => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return [...held, ...pending].filter((lock) => names.includes(lock.name ?? '')).length;
      }, CHECK_LOCKS),
    )
    .toBe(0);
}

/**
 * Adds Blue Dream with the clock stopped, then proves its check posts at `delayMs` after the add:
 * nothing 100 ms before (once every check started has finished), one post 100 ms after.
 */
async function addBlueDreamPostedAfter(page: Page, posts: unknown[], delayMs: number) {
  await openProduct(page, 'blue-dream');
  await pauseClock(page);
  await addOpenProduct(page);
  await page.clock.runFor(delayMs - 100);
  await checksDone(page);
  expect(posts).toHaveLength(0);
  await page.clock.runFor(200);
  await expect.poll(() => posts.length).toBe(1);
}

test('signed in: one e-mail post 5 s after the last change, once more per quantity, none from a second tab, a clearing when emptied', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await page.clock.install();
  await noteLockRequests(context);
  await signIn(context);
  const posts = watchPosts(context, EMAIL_PATH);
  const before = (await records(page)).abandonedCartEmails.length;

  await addBlueDreamPostedAfter(page, posts, EMAIL_CHECK_MS);
  const body = posts[0]?.body as AbandonedCartEmailBody;
  expect(body.cartId).toMatch(/^cart_[0-9a-z]+_1$/);
  expect(body.customerEmail).toBe(DEMO_EMAIL);
  expect(body.cartItems.map((item) => [item.product.slug, item.quantity])).toEqual([
    ['blue-dream', 1],
  ]);
  expect(body).not.toHaveProperty('checkoutId');
  // A further check, had the first set one off, would have run by now.
  await checksDone(page);
  await page.clock.runFor(EMAIL_CHECK_MS);
  await checksDone(page);
  expect(posts).toHaveLength(1);
  await page.clock.resume();

  // A quantity change: one more post, with a new fingerprint. The add's toast covers the header's
  // cart button until it closes (5 s on its own): a click closes it.
  const toast = page.getByRole('alert').filter({ hasText: 'added to your cart' });
  await toast.click();
  await expect(toast).toBeHidden();
  await cartButton(page).click();
  const line = page.getByRole('dialog', { name: /^Shopping Cart/ }).getByRole('article', {
    name: 'Blue Dream',
  });
  await line.getByRole('button', { name: /^Quantity: 1/ }).click();
  await line.getByRole('option', { name: '2', exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await page.clock.runFor(EMAIL_CHECK_MS);
  await expect.poll(() => posts.length).toBe(2);
  await checksDone(page);
  const second = posts[1]?.body as AbandonedCartEmailBody;
  expect(second.cartId).toMatch(/^cart_[0-9a-z]+_1$/);
  expect(second.cartId).not.toBe(body.cartId);

  // The same cart in a second tab: its own check runs, and posts nothing new.
  const other = await context.newPage();
  await other.goto('/cart?fixture=default', { waitUntil: 'networkidle' });
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items');
  await page.clock.runFor(EMAIL_CHECK_MS);
  await expect.poll(() => checksStarted(other, EMAIL_LOCK)).toBeGreaterThan(0);
  await checksDone(other);
  expect(posts).toHaveLength(2);
  await other.close();

  // Emptying the cart clears the old cartId with a post.
  await line.getByRole('button', { name: 'Remove Blue Dream' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await page.clock.runFor(EMAIL_CHECK_MS);
  await expect.poll(() => posts.length).toBe(3);
  expect(posts[2]?.body).toMatchObject({ cartId: second.cartId, cartItems: [] });
  await checksDone(page);

  // The mock backend recorded exactly these three.
  const recorded = (await records(page)).abandonedCartEmails.slice(before);
  expect(recorded.map((post) => post.cartId)).toEqual([body.cartId, second.cartId, second.cartId]);
  expect(errors).toEqual([]);
});

test('a reload inside the 5 s window neither loses nor duplicates the post', async ({
  page,
  context,
}) => {
  test.setTimeout(40_000);
  await page.clock.install();
  await signIn(context);
  const posts = watchPosts(context, EMAIL_PATH);
  await addToCart(page, 'gelato-41');
  // 2 s into the window: nothing is posted yet.
  await page.clock.runFor(2_000);
  await checksDone(page);
  expect(posts).toHaveLength(0);
  await page.reload({ waitUntil: 'networkidle' });
  await page.clock.runFor(EMAIL_CHECK_MS);
  await expect.poll(() => posts.length).toBe(1);
  await checksDone(page);
  await page.clock.runFor(EMAIL_CHECK_MS);
  await checksDone(page);
  expect(posts).toHaveLength(1);
});

test.describe('browser notifications (spec 4.12)', () => {
  const VISITOR = 'v-e2e-notify';

  async function seedVisitor(page: Page) {
    await page.addInitScript((id) => {
      window.localStorage.setItem('visitor', JSON.stringify({ _id: id }));
    }, VISITOR);
  }

  test('granted, with a visitor: one post to abandonedCartStatus/{visitorId} 1 s after the change', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await context.grantPermissions(['notifications'], { origin: SERVER });
    await seedVisitor(page);
    const posts = watchPosts(context, 'abandonedCartStatus/');
    await addBlueDreamPostedAfter(page, posts, NOTIFICATION_CHECK_MS);
    expect(posts[0]?.path).toBe(`/api/cms/abandonedCartStatus/${VISITOR}`);
    expect(posts[0]?.body).toEqual({ cartItemCount: 1, abandonAfterMs: 1_800_000 });
    await checksDone(page);
    await page.clock.runFor(NOTIFICATION_CHECK_MS);
    await checksDone(page);
    expect(posts).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('abandonmentCartCounter'))).toBe('1');
    const recorded = (await records(page)).abandonedCartNotifications.filter(
      (post) => post.visitorId === VISITOR,
    );
    expect(recorded.at(-1)?.body).toEqual({ cartItemCount: 1, abandonAfterMs: 1_800_000 });
  });

  test('denied: nothing is posted', async ({ page, context }) => {
    await page.clock.install();
    await seedVisitor(page);
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    const posts = watchPosts(context, 'abandonedCartStatus/');
    await addToCart(page, 'blue-dream');
    await page.clock.runFor(NOTIFICATION_CHECK_MS);
    await checksDone(page);
    expect(posts).toHaveLength(0);
  });
});

test.describe('the cart-abandonment landing (spec 2.1): any path containing "cart-abandonment"', () => {
  /** The cart an e-mail links to, as the backend keeps it: the post that scheduled its id. */
  async function scheduleEmail(page: Page, sessionHandle: string, cartId: string) {
    const body: AbandonedCartEmailBody = {
      abandonAfterMs: 1_800_000,
      customerEmail: DEMO_EMAIL,
      cartItems: [cartLine('blue-dream', '3.5g')],
      firstName: 'Jordan',
      lastName: 'Lee',
      fullName: 'Jordan Lee',
      mobile: '',
      cartId,
      retailerId: '',
      provider: 'default',
      orderType: 'PICKUP',
      menuType: 'RECREATIONAL',
      token: sessionHandle,
      userId: 'u',
    };
    const response = await page.request.post(`${SERVER}/api/cms/${EMAIL_PATH}`, {
      data: body,
      headers: { authorization: `Bearer ${sessionHandle}` },
    });
    expect(response.ok()).toBe(true);
  }

  /** Moves the browser's history as a link inside the app does; the router follows. */
  async function navigateInApp(page: Page, url: string) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }

  const restoredLine = (page: Page) =>
    page.getByRole('main').getByRole('article', { name: 'Blue Dream' });

  test('a path with the segment anywhere, with the cart id, restores the e-mail’s cart', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await scheduleEmail(page, await signIn(context), 'cart_landing_1');
    const response = await page.goto('/x/cart-abandonment/cart_landing_1?fixture=default');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Your Cart | Greenleaf Market');
    await expect(restoredLine(page)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    expect(errors).toEqual([]);
  });

  test('without the cart id it is the landing too, on the server and inside the app', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await scheduleEmail(page, await signIn(context), 'cart_landing_2');
    const response = await page.goto('/deals/cart-abandonment?fixture=default');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Your Cart | Greenleaf Market');
    await expect(page.getByRole('main').getByText('Shopping cart is empty!')).toBeVisible();

    // Inside the app, from another page: the browser's router lands there too, and the cart of
    // the query's id comes back.
    await navigateInApp(page, '/shop');
    await expect(page).toHaveTitle('Shop | Greenleaf Market');
    await navigateInApp(page, '/shop/cart-abandonment?cartId=cart_landing_2');
    await expect(page).toHaveTitle('Your Cart | Greenleaf Market');
    await expect(restoredLine(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
