/**
 * The abandoned-cart e-mail (spec 4.11, 7.6, 9), for signed-in shoppers with an e-mail address.
 * Every cart change (re)starts a 5 s wait; then, holding a lock shared by the shopper's tabs, the
 * machine reads the shared local state and decides: clear the old cartId when the cart was
 * emptied, post the status when the campaign is active and this fingerprint is not yet
 * scheduled, or do nothing. Every hour it purges entries older than 24 h.
 *
 * The outside world comes in through input (the local store, the clock's now) and provided
 * actors (the lock, the post) and actions (the failure log), so tests drive it with a
 * SimulatedClock and the app gives it localStorage, Web Locks and the API client.
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { AbandonedCartEmailBody, AbandonedCartLocal, CartItem } from '../schemas';
import { cartFingerprint } from './cartFingerprint';

/** Spec 9: e-mail check delay, local state expiry and the purge interval. */
export const ABANDONED_CART_EMAIL_TIMING = {
  checkMs: 5000,
  expiryMs: 86_400_000,
  purgeEveryMs: 3_600_000,
} as const;

export type AbandonedCartShopper = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  mobile: string;
  token: string;
};

export type AbandonedCartOrder = {
  retailerId: string;
  provider: string;
  orderType: string;
  menuType: string;
  /** Sent only when not null: the app sets it for the provider that has checkouts (7.6). */
  checkoutId: string | null;
};

/** abandonedCartCampaignSettingsCms. */
export type AbandonedCartCampaign = { isActive: boolean; triggerTiming: number };

/** The local state per e-mail (abandonedCart_{email}), shared by the shopper's tabs. */
export type AbandonedCartLocalStore = {
  read(email: string): AbandonedCartLocal | null;
  /** null removes the entry. */
  write(email: string, entry: AbandonedCartLocal | null): void;
  /** Every e-mail with a stored entry, readable or not. */
  emails(): string[];
};

export type AbandonedCartSettings = {
  /** null for a guest; a shopper without an e-mail gets nothing either. */
  shopper: AbandonedCartShopper | null;
  campaign: AbandonedCartCampaign;
  order: AbandonedCartOrder;
  /** Spec 2.1: on a path containing "cart-abandonment" only a quantity change posts. */
  onAbandonmentPage: boolean;
};

export type AbandonedCartEmailInput = AbandonedCartSettings & {
  local: AbandonedCartLocalStore;
  now: () => number;
};

export type AbandonedCartEmailContext = AbandonedCartEmailInput & {
  items: readonly CartItem[];
  /** The spec's quantity-changed flag: set by the shopper's own changes, reset after a post. */
  quantityChanged: boolean;
  /** The cart changed while a check was running: check again afterwards. */
  recheck: boolean;
  /** The shared entry, read under the lock. */
  stored: AbandonedCartLocal | null;
  /** The fingerprint being posted: the cart may change again while the post is in flight. */
  posting: string | null;
};

export type AbandonedCartEmailEvent =
  | ({ type: 'SETTINGS' } & AbandonedCartSettings)
  /** quantityChanged: the shopper changed the cart here (not a restore, a reload or another tab). */
  | { type: 'CART_CHANGED'; items: readonly CartItem[]; quantityChanged: boolean }
  | { type: 'LOCKED' };

const emailOf = (context: AbandonedCartEmailContext): string => context.shopper?.email ?? '';

/** The lock's name: one per e-mail, so two tabs of one shopper check one at a time. */
export const abandonedCartLockName = (email: string): string =>
  `abandonedCart_${email === '' ? 'anonymous' : email}`;

function statusBody(
  context: AbandonedCartEmailContext,
  cartId: string,
  cartItems: readonly CartItem[],
): AbandonedCartEmailBody {
  const { shopper, order } = context;
  return {
    abandonAfterMs: context.campaign.triggerTiming,
    customerEmail: shopper?.email ?? '',
    cartItems: cartItems.map((item) => ({ ...item })),
    firstName: shopper?.firstName ?? '',
    lastName: shopper?.lastName ?? '',
    fullName: shopper?.fullName ?? '',
    mobile: shopper?.mobile ?? '',
    cartId,
    ...(order.checkoutId === null ? {} : { checkoutId: order.checkoutId }),
    retailerId: order.retailerId,
    provider: order.provider,
    orderType: order.orderType,
    menuType: order.menuType,
    token: shopper?.token ?? '',
    userId: shopper?.userId ?? '',
  };
}

export const abandonedCartEmailMachine = setup({
  types: {
    input: {} as AbandonedCartEmailInput,
    context: {} as AbandonedCartEmailContext,
    events: {} as AbandonedCartEmailEvent,
  },
  delays: {
    CHECK: ABANDONED_CART_EMAIL_TIMING.checkMs,
    PURGE: ABANDONED_CART_EMAIL_TIMING.purgeEveryMs,
  },
  actors: {
    /** Sends LOCKED once held; stopping the actor releases it. The app uses Web Locks. */
    lock: fromCallback<EventObject, { name: string }>(({ sendBack }) => {
      sendBack({ type: 'LOCKED' });
    }),
    /** POST abandonedCartEmailStatus; the app provides the API call. */
    postStatus: fromPromise<unknown, AbandonedCartEmailBody>(async () => undefined),
  },
  actions: {
    /** Spec 8: scheduling and clearing failures are logged only. */
    reportFailure: () => undefined,
    takeSettings: assign(({ event }) =>
      event.type === 'SETTINGS'
        ? {
            shopper: event.shopper,
            campaign: event.campaign,
            order: event.order,
            onAbandonmentPage: event.onAbandonmentPage,
          }
        : {},
    ),
    takeCart: assign(({ context, event }) =>
      event.type === 'CART_CHANGED'
        ? { items: event.items, quantityChanged: context.quantityChanged || event.quantityChanged }
        : {},
    ),
    markRecheck: assign({ recheck: true }),
    clearRecheck: assign({ recheck: false }),
    readStored: assign({ stored: ({ context }) => context.local.read(emailOf(context)) }),
    removeOtherEmails: ({ context }) => {
      const email = emailOf(context);
      for (const other of context.local.emails()) {
        if (other !== email) context.local.write(other, null);
      }
    },
    takePosting: assign({ posting: ({ context }) => cartFingerprint(context.items) }),
    saveScheduled: ({ context }) => {
      if (context.posting === null) return;
      context.local.write(emailOf(context), {
        cartId: context.posting,
        emailScheduled: true,
        timestamp: context.now(),
      });
    },
    resetQuantityChanged: assign({ quantityChanged: false }),
    resetLocal: ({ context }) => context.local.write(emailOf(context), null),
    purgeExpired: ({ context }) => {
      const now = context.now();
      for (const email of context.local.emails()) {
        const entry = context.local.read(email);
        if (entry === null || now - entry.timestamp > ABANDONED_CART_EMAIL_TIMING.expiryMs) {
          context.local.write(email, null);
        }
      }
    },
  },
  guards: {
    noShopper: ({ context }) => emailOf(context) === '',
    emptiedAfterItems: ({ context }) => context.items.length === 0 && context.stored !== null,
    nothingToSchedule: ({ context }) =>
      !context.campaign.isActive || cartFingerprint(context.items) === null,
    abandonmentPageUnchanged: ({ context }) =>
      context.onAbandonmentPage && !context.quantityChanged,
    alreadyScheduled: ({ context }) =>
      context.stored?.emailScheduled === true &&
      context.stored.cartId === cartFingerprint(context.items),
    recheck: ({ context }) => context.recheck,
  },
}).createMachine({
  id: 'abandonedCartEmail',
  context: ({ input }) => ({
    ...input,
    items: [],
    quantityChanged: false,
    recheck: false,
    stored: null,
    posting: null,
  }),
  type: 'parallel',
  on: { SETTINGS: { actions: 'takeSettings' } },
  states: {
    schedule: {
      initial: 'idle',
      on: { CART_CHANGED: { target: '.waiting', reenter: true, actions: 'takeCart' } },
      states: {
        idle: {},
        waiting: { after: { CHECK: 'checking' } },
        checking: {
          invoke: {
            src: 'lock',
            input: ({ context }) => ({ name: abandonedCartLockName(emailOf(context)) }),
          },
          on: { CART_CHANGED: { actions: ['takeCart', 'markRecheck'] } },
          initial: 'locking',
          states: {
            locking: { on: { LOCKED: 'deciding' } },
            deciding: {
              entry: ['readStored', 'removeOtherEmails'],
              always: [
                { guard: 'noShopper', target: 'done' },
                { guard: 'emptiedAfterItems', target: 'clearing' },
                { guard: 'nothingToSchedule', target: 'done' },
                { guard: 'abandonmentPageUnchanged', target: 'done' },
                { guard: 'alreadyScheduled', target: 'done' },
                { target: 'posting' },
              ],
            },
            posting: {
              entry: 'takePosting',
              invoke: {
                src: 'postStatus',
                input: ({ context }) => statusBody(context, context.posting ?? '', context.items),
                onDone: { target: 'done', actions: ['saveScheduled', 'resetQuantityChanged'] },
                onError: { target: 'done', actions: 'reportFailure' },
              },
            },
            clearing: {
              invoke: {
                src: 'postStatus',
                input: ({ context }) => statusBody(context, context.stored?.cartId ?? '', []),
                onDone: { target: 'done', actions: 'resetLocal' },
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
    },
    purge: {
      initial: 'ticking',
      states: {
        ticking: {
          entry: 'purgeExpired',
          after: { PURGE: { target: 'ticking', reenter: true } },
        },
      },
    },
  },
});
