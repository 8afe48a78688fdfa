import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  ABANDONED_CART_NOTIFICATION_DELAY_MS as DELAY,
  abandonedCartNotificationMachine,
  type AbandonedCartNotificationPost,
  type AbandonedCartNotificationSettings,
} from './abandonedCartNotification.machine';
import { flush, sharedLock } from './abandonedCartTestKit';

const SETTINGS: AbandonedCartNotificationSettings = {
  isActive: true,
  delay: 1_800_000,
  visitorId: 'v-0001',
};

type Options = {
  settings?: Partial<AbandonedCartNotificationSettings>;
  permission?: string;
  counter?: { value: number | null };
  post?: () => Promise<unknown>;
  lock?: ReturnType<typeof sharedLock>;
  clock?: SimulatedClock;
};

function start(options: Options = {}) {
  const clock = options.clock ?? new SimulatedClock();
  const counter = options.counter ?? { value: null };
  const posts: AbandonedCartNotificationPost[] = [];
  const failures = vi.fn();
  let permission = options.permission ?? 'granted';
  const machine = abandonedCartNotificationMachine.provide({
    actors: {
      postStatus: fromPromise(async ({ input }: { input: AbandonedCartNotificationPost }) => {
        posts.push(input);
        return options.post ? options.post() : undefined;
      }),
      ...(options.lock ? { lock: options.lock } : {}),
    },
    actions: { reportFailure: failures },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      ...SETTINGS,
      ...options.settings,
      readCounter: () => counter.value,
      writeCounter: (count) => (counter.value = count),
      permission: () => permission,
    },
  });
  actor.start();
  return {
    actor,
    posts,
    counter,
    failures,
    count: (count: number) => actor.send({ type: 'COUNT_CHANGED', count }),
    setPermission: (value: string) => (permission = value),
    advance: async (ms: number) => {
      clock.increment(ms);
      await flush();
    },
  };
}

describe('abandonedCartNotification machine (spec 4.12, 7.6)', () => {
  it('posts 1000 ms after the counter changes, then stores the counter', async () => {
    const { count, advance, posts, counter } = start();
    count(3);
    await advance(DELAY - 1);
    expect(posts).toHaveLength(0);
    await advance(1);
    expect(posts).toEqual([
      { visitorId: 'v-0001', body: { cartItemCount: 3, abandonAfterMs: 1_800_000 } },
    ]);
    expect(counter.value).toBe(3);
  });

  it('restarts the wait on a newer count and posts the last one', async () => {
    const { count, advance, posts } = start();
    count(1);
    await advance(600);
    count(2);
    await advance(DELAY - 1);
    expect(posts).toHaveLength(0);
    await advance(1);
    expect(posts.map((p) => p.body.cartItemCount)).toEqual([2]);
  });

  it.each<[string, Options, number]>([
    ['the counter equals the stored one', { counter: { value: 3 } }, 3],
    ['notifications are inactive', { settings: { isActive: false } }, 3],
    ['the count is 0', {}, 0],
    ['there is no visitor id', { settings: { visitorId: null } }, 3],
    ['the visitor id is empty', { settings: { visitorId: '' } }, 3],
    ['permission is denied', { permission: 'denied' }, 3],
    ['permission was not asked', { permission: 'default' }, 3],
    ['the browser has no notifications', { permission: 'unsupported' }, 3],
  ])('posts nothing when %s', async (_name, options, value) => {
    const { count, advance, posts } = start(options);
    count(value);
    await advance(DELAY * 2);
    expect(posts).toHaveLength(0);
  });

  it('reads the permission at check time', async () => {
    const { count, advance, posts, setPermission } = start({ permission: 'default' });
    count(2);
    await advance(500);
    setPermission('granted');
    await advance(500);
    expect(posts).toHaveLength(1);
  });

  it('does not post the same counter twice, and posts again when it changes', async () => {
    const { count, advance, posts } = start();
    count(2);
    await advance(DELAY);
    count(2);
    await advance(DELAY);
    count(1);
    await advance(DELAY);
    expect(posts.map((p) => p.body.cartItemCount)).toEqual([2, 1]);
  });

  it('follows SETTINGS (a visitor registered later)', async () => {
    const { actor, count, advance, posts } = start({ settings: { visitorId: null } });
    actor.send({ type: 'SETTINGS', ...SETTINGS, visitorId: 'v-9' });
    count(4);
    await advance(DELAY);
    expect(posts[0]?.visitorId).toBe('v-9');
  });

  it('logs a failure only and keeps the counter unstored', async () => {
    const { count, advance, failures, counter } = start({
      post: () => Promise.reject(new Error('offline')),
    });
    count(2);
    await advance(DELAY);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(counter.value).toBeNull();
  });

  it('two tabs sharing the stored counter and one lock post once', async () => {
    const clock = new SimulatedClock();
    const counter = { value: null };
    const lock = sharedLock();
    const a = start({ clock, counter, lock });
    const b = start({ clock, counter, lock });
    a.count(2);
    b.count(2);
    await a.advance(DELAY);
    await flush();
    expect(a.posts.length + b.posts.length).toBe(1);
  });
});
