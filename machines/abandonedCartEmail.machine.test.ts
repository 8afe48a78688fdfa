import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AbandonedCartEmailBody, AbandonedCartLocal, CartItem } from '../schemas';
import {
  ABANDONED_CART_EMAIL_TIMING as T,
  abandonedCartEmailMachine,
  type AbandonedCartEmailInput,
  type AbandonedCartLocalStore,
  type AbandonedCartSettings,
} from './abandonedCartEmail.machine';
import { cartFingerprint } from './cartFingerprint';
import { flush, item, memoryLocal, sharedLock } from './abandonedCartTestKit';

const EMAIL = 'demo@greenleaf.test';
const HOUR = 3_600_000;

const SETTINGS: AbandonedCartSettings = {
  shopper: {
    userId: 'u-1',
    email: EMAIL,
    firstName: 'Dana',
    lastName: 'Demo',
    fullName: 'Dana Demo',
    mobile: '555-0100',
    token: 'tok',
  },
  campaign: { isActive: true, triggerTiming: 3_600_000 },
  order: {
    retailerId: 'r-1',
    provider: 'default',
    orderType: 'PICKUP',
    menuType: 'RECREATIONAL',
    checkoutId: null,
  },
  onAbandonmentPage: false,
};

type Options = {
  settings?: Partial<AbandonedCartSettings>;
  local?: AbandonedCartLocalStore;
  post?: (body: AbandonedCartEmailBody) => Promise<unknown>;
  lock?: ReturnType<typeof sharedLock>;
  clock?: SimulatedClock;
  startAt?: number;
};

function start(options: Options = {}) {
  const clock = options.clock ?? new SimulatedClock();
  if (options.startAt !== undefined) clock.set(options.startAt);
  const local = options.local ?? memoryLocal().store;
  const posts: AbandonedCartEmailBody[] = [];
  const failures = vi.fn();
  const machine = abandonedCartEmailMachine.provide({
    actors: {
      postStatus: fromPromise(async ({ input }: { input: AbandonedCartEmailBody }) => {
        posts.push(input);
        return options.post ? options.post(input) : undefined;
      }),
      ...(options.lock ? { lock: options.lock } : {}),
    },
    actions: { reportFailure: failures },
  });
  const input: AbandonedCartEmailInput = {
    ...SETTINGS,
    ...options.settings,
    local,
    now: () => clock.now(),
  };
  const actor = createActor(machine, { clock, input });
  actor.start();
  const change = (items: readonly CartItem[], quantityChanged = true) =>
    actor.send({ type: 'CART_CHANGED', items, quantityChanged });
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, local, posts, failures, change, advance };
}

const one = [item('p1', '1g', 1)];
const two = [item('p1', '1g', 2)];

describe('abandonedCartEmail machine (spec 4.11, 7.6)', () => {
  it('posts 5000 ms after a change, not before, with the 7.6 body, and saves the local state', async () => {
    const { change, advance, posts, local } = start();
    change(one);
    await advance(T.checkMs - 1);
    expect(posts).toHaveLength(0);
    await advance(1);
    expect(posts).toHaveLength(1);
    const cartId = cartFingerprint(one);
    expect(cartId).toMatch(/^cart_[0-9a-z]+_1$/);
    expect(posts[0]).toEqual({
      abandonAfterMs: 3_600_000,
      customerEmail: EMAIL,
      cartItems: one,
      firstName: 'Dana',
      lastName: 'Demo',
      fullName: 'Dana Demo',
      mobile: '555-0100',
      cartId,
      retailerId: 'r-1',
      provider: 'default',
      orderType: 'PICKUP',
      menuType: 'RECREATIONAL',
      token: 'tok',
      userId: 'u-1',
    });
    expect(local.read(EMAIL)).toEqual({ cartId, emailScheduled: true, timestamp: T.checkMs });
  });

  it('restarts the wait on a newer change and posts once, for the last cart', async () => {
    const { change, advance, posts } = start();
    change(one);
    await advance(3000);
    change(two);
    await advance(T.checkMs - 1);
    expect(posts).toHaveLength(0);
    await advance(1);
    expect(posts.map((p) => p.cartId)).toEqual([cartFingerprint(two)]);
  });

  it('posts again when the quantity changes, and not for the same fingerprint', async () => {
    const { change, advance, posts } = start();
    change(one);
    await advance(T.checkMs);
    change(one);
    await advance(T.checkMs);
    change(two);
    await advance(T.checkMs);
    expect(posts.map((p) => p.cartId)).toEqual([cartFingerprint(one), cartFingerprint(two)]);
  });

  it('does nothing when the fingerprint is already scheduled (a reload, another tab)', async () => {
    const cartId = cartFingerprint(one) ?? '';
    const { store: local } = memoryLocal({
      [EMAIL]: { cartId, emailScheduled: true, timestamp: 0 },
    });
    const { change, advance, posts } = start({ local });
    change(one, false);
    await advance(T.checkMs);
    expect(posts).toHaveLength(0);
  });

  it.each<[string, Partial<AbandonedCartSettings>]>([
    ['a guest', { shopper: null }],
    ['a shopper without an e-mail', { shopper: { ...SETTINGS.shopper!, email: '' } }],
    ['an inactive campaign', { campaign: { isActive: false, triggerTiming: 1 } }],
  ])('posts nothing for %s', async (_name, settings) => {
    const { change, advance, posts } = start({ settings });
    change(one);
    await advance(T.checkMs * 2);
    expect(posts).toHaveLength(0);
  });

  it('posts nothing for an empty cart or one whose items have no productId or option', async () => {
    const { change, advance, posts } = start();
    change([]);
    await advance(T.checkMs);
    change([item('', '1g', 1), item('p1', '', 1)]);
    await advance(T.checkMs);
    expect(posts).toHaveLength(0);
  });

  it('sends checkoutId only when the app gives one (the provider with checkouts)', async () => {
    const order = { ...SETTINGS.order, provider: 'posAlt', checkoutId: 'co-9' };
    const { change, advance, posts } = start({ settings: { order } });
    change(one);
    await advance(T.checkMs);
    expect(posts[0]?.checkoutId).toBe('co-9');
    const plain = start();
    plain.change(one);
    await plain.advance(T.checkMs);
    expect(plain.posts[0]).not.toHaveProperty('checkoutId');
  });

  it('follows SETTINGS: signing in later, then a change, posts', async () => {
    const { actor, change, advance, posts } = start({ settings: { shopper: null } });
    change(one);
    await advance(T.checkMs);
    expect(posts).toHaveLength(0);
    actor.send({ type: 'SETTINGS', ...SETTINGS });
    change(one, false);
    await advance(T.checkMs);
    expect(posts).toHaveLength(1);
  });

  describe('on the cart-abandonment page', () => {
    const settings = { onAbandonmentPage: true };

    it('posts nothing for the restored cart', async () => {
      const { change, advance, posts } = start({ settings });
      change(one, false);
      await advance(T.checkMs);
      expect(posts).toHaveLength(0);
    });

    it('posts when the quantity changed, then resets the flag', async () => {
      const { change, advance, posts } = start({ settings });
      change(one, false);
      await advance(T.checkMs);
      change(two, true);
      await advance(T.checkMs);
      expect(posts.map((p) => p.cartId)).toEqual([cartFingerprint(two)]);
      change([item('p2', '1g', 1)], false);
      await advance(T.checkMs);
      expect(posts).toHaveLength(1);
    });
  });

  it('clears the old cartId with a post when the cart is emptied, and resets local state', async () => {
    const { change, advance, posts, local } = start();
    change(one);
    await advance(T.checkMs);
    change([]);
    await advance(T.checkMs);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ cartId: cartFingerprint(one), cartItems: [] });
    expect(local.read(EMAIL)).toBeNull();
    change([]);
    await advance(T.checkMs);
    expect(posts).toHaveLength(2);
  });

  it('clears even when the campaign was switched off meanwhile', async () => {
    const cartId = cartFingerprint(one) ?? '';
    const { store: local } = memoryLocal({
      [EMAIL]: { cartId, emailScheduled: true, timestamp: 0 },
    });
    const settings = { campaign: { isActive: false, triggerTiming: 1 } };
    const { change, advance, posts } = start({ local, settings });
    change([]);
    await advance(T.checkMs);
    expect(posts.map((p) => p.cartId)).toEqual([cartId]);
  });

  it('removes entries of other e-mail addresses at a check', async () => {
    const entry: AbandonedCartLocal = { cartId: 'cart_x_1', emailScheduled: true, timestamp: 0 };
    const { store, entries } = memoryLocal({ 'old@example.com': entry, anonymous: entry });
    const { change, advance } = start({ local: store });
    change(one);
    await advance(T.checkMs);
    expect([...entries.keys()]).toEqual([EMAIL]);
  });

  it('purges entries older than 24 h at start and every hour, keeping younger ones', async () => {
    const at = (timestamp: number): AbandonedCartLocal => ({
      cartId: 'cart_x_1',
      emailScheduled: true,
      timestamp,
    });
    const now = 2 * T.expiryMs;
    const { store, entries } = memoryLocal({
      expired: at(now - T.expiryMs - 1),
      young: at(now - T.expiryMs + HOUR / 2),
      younger: at(now - T.expiryMs + HOUR * 2),
    });
    const { advance } = start({ local: store, startAt: now });
    expect([...entries.keys()]).toEqual(['young', 'younger']);
    await advance(T.purgeEveryMs - 1);
    expect([...entries.keys()]).toEqual(['young', 'younger']);
    await advance(1);
    expect([...entries.keys()]).toEqual(['younger']);
    await advance(T.purgeEveryMs);
    expect([...entries.keys()]).toEqual(['younger']);
    await advance(T.purgeEveryMs);
    expect([...entries.keys()]).toEqual([]);
  });

  it('logs a failed post only, saves nothing, and tries again on the next change', async () => {
    let fail = true;
    const post = () => (fail ? Promise.reject(new Error('503')) : Promise.resolve());
    const { change, advance, posts, failures, local } = start({ post });
    change(one);
    await advance(T.checkMs);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(local.read(EMAIL)).toBeNull();
    fail = false;
    change(one, false);
    await advance(T.checkMs);
    expect(posts).toHaveLength(2);
    expect(local.read(EMAIL)?.cartId).toBe(cartFingerprint(one));
  });

  it('checks again after a change that arrived while the post was in flight', async () => {
    let resolve: () => void = () => undefined;
    const post = () => new Promise<void>((r) => (resolve = r));
    const { change, advance, posts, local } = start({ post });
    change(one);
    await advance(T.checkMs);
    change(two);
    resolve();
    await advance(0);
    expect(local.read(EMAIL)?.cartId).toBe(cartFingerprint(one));
    await advance(T.checkMs);
    expect(posts.map((p) => p.cartId)).toEqual([cartFingerprint(one), cartFingerprint(two)]);
  });

  it('two tabs with the same cart and one lock post once', async () => {
    const clock = new SimulatedClock();
    const { store } = memoryLocal();
    const lock = sharedLock();
    const tabA = start({ clock, local: store, lock });
    const tabB = start({ clock, local: store, lock });
    tabA.change(one);
    tabB.change(one, false);
    await tabA.advance(T.checkMs);
    await flush();
    expect(tabA.posts.length + tabB.posts.length).toBe(1);
  });

  it('waits for the lock before deciding', async () => {
    const clock = new SimulatedClock();
    const { store } = memoryLocal();
    const lock = sharedLock();
    let resolve: () => void = () => undefined;
    const slow = () => new Promise<void>((r) => (resolve = r));
    const tabA = start({ clock, local: store, lock, post: slow });
    const tabB = start({ clock, local: store, lock });
    tabA.change(one);
    await tabA.advance(T.checkMs);
    expect(tabA.posts).toHaveLength(1);
    tabB.change(one, false);
    await tabB.advance(T.checkMs);
    expect(tabB.actor.getSnapshot().matches({ schedule: { checking: 'locking' } })).toBe(true);
    resolve();
    await flush();
    await flush();
    expect(tabB.posts).toHaveLength(0);
    expect(tabB.actor.getSnapshot().matches({ schedule: 'idle' })).toBe(true);
  });
});
