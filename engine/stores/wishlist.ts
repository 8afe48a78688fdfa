import { proxy } from 'valtio';
import type { CartItem, Wishlist } from '../../schemas';
import { WISHLIST_DEFAULTS } from './storeDefaults.prebuilt';

/**
 * The server's lists and count, plus what the shopper moved out of the cart on this device:
 * "Move to Wishlist" lines (shown in My Wishlist) and "Save for Later" lines. Saved-for-later
 * lines are kept in local storage (createStores); the wishlist belongs to the server.
 */
export type WishlistState = Wishlist & { wishlistLines: CartItem[]; savedForLater: CartItem[] };

export const EMPTY_WISHLIST: WishlistState = {
  ...WISHLIST_DEFAULTS,
  wishlistLines: [],
  savedForLater: [],
};

/** `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. */
export const createWishlistStore = (initial: Partial<WishlistState> = {}): WishlistState =>
  proxy(structuredClone({ ...EMPTY_WISHLIST, ...initial }));

/** The server's lists; the header count adds the lines moved here that the server does not know. */
export function setWishlist(wishlist: WishlistState, value: Wishlist): void {
  wishlist.wishlistItems = value.wishlistItems.map((item) => ({ ...item }));
  wishlist.wishlistProductsCount = value.wishlistProductsCount + wishlist.wishlistLines.length;
}

/** On sign-out the lists belong to nobody any more. */
export function clearWishlist(wishlist: WishlistState): void {
  wishlist.wishlistLines = [];
  wishlist.savedForLater = [];
  setWishlist(wishlist, EMPTY_WISHLIST);
}

const sameLine = (a: Pick<CartItem, 'productId' | 'option'>, b: typeof a) =>
  a.productId === b.productId && a.option === b.option;

const copy = (item: CartItem): CartItem => ({
  ...item,
  product: { ...item.product },
  specialDiscount: item.specialDiscount === null ? null : { ...item.specialDiscount },
});

/** "Move to Wishlist": once per line; the header count follows. */
export function moveToWishlist(wishlist: WishlistState, item: CartItem): void {
  if (wishlist.wishlistLines.some((line) => sameLine(line, item))) return;
  wishlist.wishlistLines.push(copy(item));
  wishlist.wishlistProductsCount += 1;
}

/** "Save for Later": a line saved again replaces the earlier one (its quantity may differ). */
export function saveForLater(wishlist: WishlistState, item: CartItem): void {
  wishlist.savedForLater = [
    copy(item),
    ...wishlist.savedForLater.filter((line) => !sameLine(line, item)),
  ];
}

export type SavedPlace = 'wishlistLines' | 'savedForLater';

/** Takes a line out of My Wishlist or Saved for Later; returns it (for "Move to Cart"), if found. */
export function takeSaved(
  wishlist: WishlistState,
  place: SavedPlace,
  line: Pick<CartItem, 'productId' | 'option'>,
): CartItem | null {
  const found = wishlist[place].find((item) => sameLine(item, line));
  if (!found) return null;
  const taken = copy(found);
  wishlist[place] = wishlist[place].filter((item) => !sameLine(item, line));
  if (place === 'wishlistLines') {
    wishlist.wishlistProductsCount = Math.max(0, wishlist.wishlistProductsCount - 1);
  }
  return taken;
}
