import { expect, type Page } from '@playwright/test';
import type { AbandonedCartEmailBody } from '../schemas';
import { SERVER, records, signIn, watchPosts } from './abandonedCartHelpers';
import { test, watchErrors } from './helpers';
import { DEMO_EMAIL } from '../fixtures/data';

// Abandoned cart (spec 4.11 and 4.12), on the production server (one mock backend for all tabs).
test.use({ baseURL: SERVER });

const EMAIL_PATH = 'abandonedCartEmailStatus';
const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();

/** Adds one product from its page; a click that lands before hydration is tried again. */
async function addToCart(page: Page, slug: string) {
  await page.goto(`/product/${slug}?fixture=default`, { waitUntil: 'networkidle' });
  let clickedAt = Date.now();
  await expect(async () => {
    if ((await cartButton(page).getAttribute('aria-label')) === 'Cart') {
      clickedAt = Date.now();
      await page.getByRole('button', { name: /^Add to cart ·/ }).click();
    }
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return clickedAt;
}

const addBlueDream = (page: Page) => addToCart(page, 'blue-dream');

test('signed in: one e-mail post 5 s after the last change, once more per quantity, none from a second tab, a clearing when emptied', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await signIn(context);
  const posts = watchPosts(context, EMAIL_PATH);
  const before = (await records(page)).abandonedCartEmails.length;

  const added = await addBlueDream(page);
  await expect.poll(() => posts.length, { timeout: 8_000 }).toBe(1);
  const first = posts[0];
  expect(first?.at ?? 0).toBeGreaterThanOrEqual(added + 4_900);
  expect(first?.at ?? 0).toBeLessThan(added + 7_500);
  const body = first?.body as AbandonedCartEmailBody;
  expect(body.cartId).toMatch(/^cart_[0-9a-z]+_1$/);
  expect(body.customerEmail).toBe(DEMO_EMAIL);
  expect(body.cartItems.map((item) => [item.product.slug, item.quantity])).toEqual([
    ['blue-dream', 1],
  ]);
  expect(body).not.toHaveProperty('checkoutId');
  await page.waitForTimeout(1_000);
  expect(posts).toHaveLength(1);

  // A quantity change: one more post, with a new fingerprint.
  await cartButton(page).click();
  const line = page.getByRole('dialog', { name: /^Shopping Cart/ }).getByRole('article', {
    name: 'Blue Dream',
  });
  await line.getByRole('button', { name: /^Quantity: 1/ }).click();
  await line.getByRole('option', { name: '2', exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect.poll(() => posts.length, { timeout: 8_000 }).toBe(2);
  const second = posts[1]?.body as AbandonedCartEmailBody;
  expect(second.cartId).toMatch(/^cart_[0-9a-z]+_1$/);
  expect(second.cartId).not.toBe(body.cartId);

  // The same cart in a second tab: nothing new.
  const other = await context.newPage();
  await other.goto('/cart?fixture=default', { waitUntil: 'networkidle' });
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items');
  await other.waitForTimeout(6_500);
  expect(posts).toHaveLength(2);
  await other.close();

  // Emptying the cart clears the old cartId with a post.
  await line.getByRole('button', { name: 'Remove Blue Dream' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await expect.poll(() => posts.length, { timeout: 8_000 }).toBe(3);
  expect(posts[2]?.body).toMatchObject({ cartId: second.cartId, cartItems: [] });

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
  await signIn(context);
  const posts = watchPosts(context, EMAIL_PATH);
  await addToCart(page, 'gelato-41');
  await page.waitForTimeout(2_000);
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => posts.length, { timeout: 9_000 }).toBe(1);
  await page.waitForTimeout(5_500);
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
    await context.grantPermissions(['notifications'], { origin: SERVER });
    await seedVisitor(page);
    const posts = watchPosts(context, 'abandonedCartStatus/');
    const added = await addBlueDream(page);
    await expect.poll(() => posts.length, { timeout: 4_000 }).toBe(1);
    expect(posts[0]?.path).toBe(`/api/cms/abandonedCartStatus/${VISITOR}`);
    expect(posts[0]?.body).toEqual({ cartItemCount: 1, abandonAfterMs: 1_800_000 });
    expect(posts[0]?.at ?? 0).toBeGreaterThanOrEqual(added + 900);
    await page.waitForTimeout(1_500);
    expect(posts).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('abandonmentCartCounter'))).toBe('1');
    const recorded = (await records(page)).abandonedCartNotifications.filter(
      (post) => post.visitorId === VISITOR,
    );
    expect(recorded.at(-1)?.body).toEqual({ cartItemCount: 1, abandonAfterMs: 1_800_000 });
  });

  test('denied: nothing is posted', async ({ page, context }) => {
    await seedVisitor(page);
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    const posts = watchPosts(context, 'abandonedCartStatus/');
    await addBlueDream(page);
    await page.waitForTimeout(2_500);
    expect(posts).toHaveLength(0);
  });
});
