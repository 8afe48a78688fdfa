/**
 * The shopper the preview frames play: guest or signed in, no store or a store open or closed,
 * with an order type and a menu type. Written to the storage keys the storefront reads at start
 * (the frames share the studio's origin), so every case a shopper can meet can be previewed.
 */
import type { MenuType, OrderType } from '../../schemas/api/enums';

/**
 * Asks each preview frame to sign the demo shopper in (frameBridge): a session is the mock
 * backend's own, issued by its sign-in call, never a token made up here.
 */
export const STUDIO_SIGNED_IN_KEY = 'studioShopperSignedIn';

export type ShopperState = {
  signedIn: boolean;
  store: 'none' | 'open' | 'closed';
  orderType: OrderType;
  menuType: MenuType;
};

export const DEFAULT_SHOPPER: ShopperState = {
  signedIn: false,
  store: 'none',
  orderType: 'PICKUP',
  menuType: 'RECREATIONAL',
};

/** Fixture stores (fixtures/data/retailers.ts): Troy has pickup hours every day, Tempe none. */
export const PREVIEW_STORES = {
  open: {
    retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
    retailerName: 'Greenleaf Market Troy',
  },
  closed: {
    retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a05',
    retailerName: 'Saguaro Wellness Tempe',
  },
} as const;

/** Storage key → stored JSON, or null to remove the key. */
export function shopperStorage(state: ShopperState): Record<string, string | null> {
  const store = state.store === 'none' ? null : PREVIEW_STORES[state.store];
  return {
    // A frame starts as a guest and signs in itself when asked.
    authToken: null,
    [STUDIO_SIGNED_IN_KEY]: state.signedIn ? 'true' : null,
    storeSelection:
      store === null
        ? null
        : JSON.stringify({ ...store, orderType: state.orderType, menuType: state.menuType }),
  };
}

/** Writes the shopper for the frames; blocked storage leaves them a guest without a store. */
export function storeShopper(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  state: ShopperState,
) {
  try {
    for (const [key, value] of Object.entries(shopperStorage(state))) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  } catch {
    // Nothing to do: the preview still works, as a guest.
  }
}
