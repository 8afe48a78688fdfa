/**
 * The abandoned-cart browser notification (spec 4.12, 7.6, 9). 1 s after the cart counter
 * changes (a newer change restarts the wait), and holding a lock shared by the visitor's tabs, it
 * posts {cartItemCount, abandonAfterMs} to abandonedCartStatus/{visitorId} when all hold: the
 * counter differs from the stored abandonmentCartCounter, notifications are active, the count is
 * above 0, a visitor id exists and notification permission is granted. It then stores the counter.
 *
 * The stored counter and the permission are read through input at check time (the shopper may
 * answer the permission prompt in between); the lock and the post are provided actors.
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { AbandonedCartNotificationBody } from '../schemas';

/** Spec 9: notification check delay. */
export const ABANDONED_CART_NOTIFICATION_DELAY_MS = 1000;

export const ABANDONED_CART_NOTIFICATION_LOCK = 'abandonmentCartCounter';

/** abandonedCartNotificationSettingsCms plus the visitor (spec 3 Visitor). */
export type AbandonedCartNotificationSettings = {
  isActive: boolean;
  /** Sent as abandonAfterMs. */
  delay: number;
  visitorId: string | null;
};

export type AbandonedCartNotificationInput = AbandonedCartNotificationSettings & {
  /** The stored abandonmentCartCounter, null when there is none. */
  readCounter: () => number | null;
  writeCounter: (count: number) => void;
  /** Notification.permission, or 'unsupported' in a browser without notifications. */
  permission: () => string;
};

export type AbandonedCartNotificationContext = AbandonedCartNotificationInput & {
  count: number;
  recheck: boolean;
  /** The count being posted: the counter may change again while the post is in flight. */
  posting: number | null;
};

export type AbandonedCartNotificationEvent =
  | ({ type: 'SETTINGS' } & AbandonedCartNotificationSettings)
  | { type: 'COUNT_CHANGED'; count: number }
  | { type: 'LOCKED' };

export type AbandonedCartNotificationPost = {
  visitorId: string;
  body: AbandonedCartNotificationBody;
};

export const abandonedCartNotificationMachine = setup({
  types: {
    input: {} as AbandonedCartNotificationInput,
    context: {} as AbandonedCartNotificationContext,
    events: {} as AbandonedCartNotificationEvent,
  },
  delays: { CHECK: ABANDONED_CART_NOTIFICATION_DELAY_MS },
  actors: {
    lock: fromCallback<EventObject, { name: string }>(({ sendBack }) => {
      sendBack({ type: 'LOCKED' });
    }),
    /** POST abandonedCartStatus/{visitorId}; the app provides the API call. */
    postStatus: fromPromise<unknown, AbandonedCartNotificationPost>(async () => undefined),
  },
  actions: {
    /** Spec 8: notification failures are logged only. */
    reportFailure: () => undefined,
    takeSettings: assign(({ event }) =>
      event.type === 'SETTINGS'
        ? { isActive: event.isActive, delay: event.delay, visitorId: event.visitorId }
        : {},
    ),
    takeCount: assign(({ event }) =>
      event.type === 'COUNT_CHANGED' ? { count: event.count } : {},
    ),
    markRecheck: assign({ recheck: true }),
    clearRecheck: assign({ recheck: false }),
    takePosting: assign({ posting: ({ context }) => context.count }),
    storeCounter: ({ context }) => {
      if (context.posting !== null) context.writeCounter(context.posting);
    },
  },
  guards: {
    shouldPost: ({ context }) =>
      context.count !== context.readCounter() &&
      context.isActive &&
      context.count > 0 &&
      context.visitorId !== null &&
      context.visitorId !== '' &&
      context.permission() === 'granted',
    recheck: ({ context }) => context.recheck,
  },
}).createMachine({
  id: 'abandonedCartNotification',
  context: ({ input }) => ({ ...input, count: 0, recheck: false, posting: null }),
  initial: 'idle',
  on: {
    SETTINGS: { actions: 'takeSettings' },
    COUNT_CHANGED: { target: '.waiting', reenter: true, actions: 'takeCount' },
  },
  states: {
    idle: {},
    waiting: { after: { CHECK: 'checking' } },
    checking: {
      invoke: { src: 'lock', input: { name: ABANDONED_CART_NOTIFICATION_LOCK } },
      on: { COUNT_CHANGED: { actions: ['takeCount', 'markRecheck'] } },
      initial: 'locking',
      states: {
        locking: { on: { LOCKED: 'deciding' } },
        deciding: {
          always: [{ guard: 'shouldPost', target: 'posting' }, { target: 'done' }],
        },
        posting: {
          entry: 'takePosting',
          invoke: {
            src: 'postStatus',
            input: ({ context }) => ({
              visitorId: context.visitorId ?? '',
              body: { cartItemCount: context.count, abandonAfterMs: context.delay },
            }),
            onDone: { target: 'done', actions: 'storeCounter' },
            onError: { target: 'done', actions: 'reportFailure' },
          },
        },
        done: { type: 'final' },
      },
      onDone: [
        { guard: 'recheck', target: 'waiting', actions: 'clearRecheck' },
        { target: 'idle' },
      ],
    },
  },
});
