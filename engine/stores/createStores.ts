import { createCartStore, type CartState } from './cart';
import { listenToOtherTabs } from './crossTab';
import { createNotificationsStore, type NotificationsStore } from './notifications';
import { createOverlaysStore, type OverlaysState } from './overlays';
import { persist, persistFields } from './persist';
import { createSessionStore, setUser, signOut, type SessionState } from './session';
import { createStoreContextStore, type StoreContextState } from './storeContext';
import { STORE_SELECTION_FIELDS } from './storeSelection';
import {
  holdsAny,
  loadStoredSchemas,
  storedSchemas,
  withStoredSchemas,
} from './storedSchemasLoader';
import { createWishlistStore, type WishlistState } from './wishlist';

export type Stores = {
  storeContext: StoreContextState;
  cart: CartState;
  wishlist: WishlistState;
  notifications: NotificationsStore;
  session: SessionState;
  /** Open drawers and sheets; never persisted. */
  overlays: OverlaysState;
  /**
   * Whether these stores know who the shopper is. False for the server's stores and the
   * browser's first (hydrating) ones, which stand in until the stored ones replace them: guest-only
   * prompts wait for the shopper's stored session instead of greeting a signed-in shopper.
   */
  sessionKnown: boolean;
  /**
   * Follows other tabs' writes of the cart, the saved-for-later lines and the auth token (a
   * "storage" event on `target`, the window). Returns the stop function; call it from an effect.
   */
  listenToOtherTabs(target: EventTarget): () => void;
  /** Stops writing to storage; for tests and stories that make many stores. */
  dispose(): void;
};

export type StoresSeed = {
  storeContext?: Partial<StoreContextState>;
  cart?: Partial<CartState>;
  wishlist?: Partial<WishlistState>;
  notifications?: Partial<NotificationsStore>;
  session?: Partial<SessionState>;
  overlays?: Partial<OverlaysState>;
};

export type CreateStoresOptions = {
  /**
   * Where the spec 9 keys live; the app passes localStorage (see browserStorage()). Left out, the
   * stores stay in memory, so stories and tests never read or leak each other's values.
   */
  storage?: Storage | null;
  /**
   * Where the customer choice lives for the browser session (age consent, menu choice
   * and the visit are remembered for the session, spec 3 initial session data); the app passes
   * sessionStorage. Left out, they stay in memory.
   */
  sessionStorage?: Storage | null;
  /** False for stores that stand in for the shopper's (the server's, while hydrating). */
  sessionKnown?: boolean;
};

/** The customer choice (spec 4.6 gates the store-closed popup on it), kept per browser session. */
export const CUSTOMER_CHOICE_KEYS = [
  'canAgeConsent',
  'canMenuType',
  'isVisitedCustomerChoicePage',
] as const;

/** Saved-for-later lines: spec 9 names no key for them, so this one is ours. */
export const SAVED_FOR_LATER_KEY = 'savedForLater';

/** The keys createStores keeps in local storage. */
const LOCAL_KEYS = [
  'cartList',
  SAVED_FOR_LATER_KEY,
  'provider',
  'brandList',
  'storeSelection',
  'canUserSelectedState',
  'visitor',
  'canCheckoutId',
  'sessionHandle',
] as const;

/**
 * Makes the five stores and keeps the spec 9 keys in storage. The session handle is persisted
 * too, under sessionHandle: spec 9 does not list it, but spec 6 makes "signed in" mean "a token is
 * present", and a shopper who reloads the page should stay signed in. It is what the sign-in
 * answer called its token: behind the storefront's server a handle worth nothing on its own (the
 * token itself stays in an HttpOnly cookie, server/sessionCookie.ts), so storage holds no secret. Saved-for-later lines are
 * kept under SAVED_FOR_LATER_KEY and read back exactly like the cart's.
 * A seed wins over stored values: it is what the caller (a story, the server's initial session
 * data) insists on, and it is written back to storage. With storage, make them with
 * createStoredStores, which loads the schemas that check the stored values first.
 */
export function createStores(
  seed: StoresSeed = {},
  { storage = null, sessionStorage = null, sessionKnown = true }: CreateStoresOptions = {},
): Stores {
  const storeContext = createStoreContextStore();
  const cart = createCartStore();
  const wishlist = createWishlistStore();
  const notifications = createNotificationsStore();
  const session = createSessionStore();
  const overlays = createOverlaysStore(seed.overlays);

  const options = { storage };
  const stops = [
    // Anyone can write local storage: each stored line is checked and bounded, a bad one dropped.
    persist(cart, 'cartList', () => storedSchemas().cartList, options),
    persist(wishlist, SAVED_FOR_LATER_KEY, () => storedSchemas().savedForLater, options),
    persist(storeContext, 'provider', () => storedSchemas().provider, options),
    persist(storeContext, 'brandList', () => storedSchemas().brandList, options),
    // The chosen store survives a reload (spec §3 store context); the server's initial session
    // data (canSelectedRetailerId) would do this in production, the mocked backend has none.
    persistFields(
      storeContext,
      'storeSelection',
      STORE_SELECTION_FIELDS,
      () => storedSchemas().storeSelection,
      options,
    ),
    persist(session, 'canUserSelectedState', () => storedSchemas().canUserSelectedState, options),
    persist(session, 'visitor', () => storedSchemas().visitor, options),
    persist(session, 'canCheckoutId', () => storedSchemas().canCheckoutId, options),
    persist(session, 'sessionHandle', () => storedSchemas().sessionHandle, options),
    ...CUSTOMER_CHOICE_KEYS.map((key) =>
      persist(session, key, () => storedSchemas()[key], { storage: sessionStorage }),
    ),
  ];

  Object.assign(storeContext, structuredClone(seed.storeContext ?? {}));
  Object.assign(cart, structuredClone(seed.cart ?? {}));
  Object.assign(wishlist, structuredClone(seed.wishlist ?? {}));
  Object.assign(notifications, structuredClone(seed.notifications ?? {}));
  Object.assign(session, structuredClone(seed.session ?? {}));
  // A seeded or stored cart brings its lines; the counter follows them.
  cart.totals.cartCounter = cart.cartList.reduce((sum, item) => sum + item.quantity, 0);

  return {
    storeContext,
    cart,
    wishlist,
    notifications,
    session,
    overlays,
    sessionKnown,
    listenToOtherTabs: (target) =>
      storage === null
        ? () => undefined
        : listenToOtherTabs(
            target,
            storage,
            [
              { store: cart, key: 'cartList' },
              { store: wishlist, key: SAVED_FOR_LATER_KEY },
              {
                store: session,
                key: 'sessionHandle',
                // Signed out there: a guest here. Signed in there: this tab asks who the user is.
                afterAdopt: () =>
                  session.sessionHandle === null ? signOut(session) : setUser(session, null),
              },
            ],
            withStoredSchemas,
          ),
    dispose: () => {
      for (const stop of stops) stop();
    },
  };
}

/**
 * createStores with storage, once the stored keys' schemas are loaded: only when storage holds
 * one of the keys, so a first visit downloads no zod.
 */
export async function createStoredStores(
  seed: StoresSeed = {},
  options: CreateStoresOptions = {},
): Promise<Stores> {
  if (
    holdsAny(options.storage ?? null, LOCAL_KEYS) ||
    holdsAny(options.sessionStorage ?? null, CUSTOMER_CHOICE_KEYS)
  ) {
    await loadStoredSchemas();
  }
  return createStores(seed, options);
}
