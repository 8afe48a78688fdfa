import { proxy } from 'valtio';
import { WishlistSchema, type Wishlist } from '../../schemas';
import { defaultsOf } from './defaults';

export type WishlistState = Wishlist;

export const EMPTY_WISHLIST: WishlistState = defaultsOf(WishlistSchema, 'wishlist defaults');

/** `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. */
export const createWishlistStore = (initial: Partial<WishlistState> = {}): WishlistState =>
  proxy(structuredClone({ ...EMPTY_WISHLIST, ...initial }));

export function setWishlist(wishlist: WishlistState, value: Wishlist): void {
  wishlist.wishlistItems = value.wishlistItems.map((item) => ({ ...item }));
  wishlist.wishlistProductsCount = value.wishlistProductsCount;
}

/** On sign-out the lists belong to nobody any more. */
export function clearWishlist(wishlist: WishlistState): void {
  setWishlist(wishlist, EMPTY_WISHLIST);
}
