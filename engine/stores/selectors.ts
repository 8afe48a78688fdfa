import type { Snapshot } from 'valtio';
import type { CartState } from './cart';
import type { NotificationsStore } from './notifications';
import type { SessionState } from './session';
import type { StoreContextState } from './storeContext';
import type { WishlistState } from './wishlist';

/** Pure reads over stores or their snapshots, so views and tests derive the same numbers. */

/** Items in the cart, counting quantities (the header badge). */
export function cartCount(cart: Snapshot<CartState>): number {
  return cart.cartList.reduce((sum, item) => sum + item.quantity, 0);
}

export function wishlistCount(wishlist: Snapshot<WishlistState>): number {
  return wishlist.wishlistProductsCount;
}

/** Spec §3: the server's unseen count plus the local new-notification count. */
export function notificationBadge(notifications: Snapshot<NotificationsStore>): number {
  return notifications.unseenCount + notifications.newNotificationCount;
}

/** Spec 6: a shopper is signed in when an auth token (here its session handle) is present. */
export function isSignedIn(session: Snapshot<SessionState>): boolean {
  return session.sessionHandle !== null && session.sessionHandle !== '';
}

/** An empty retailerId means no store is chosen yet (spec 2.6, 4.5). */
export function hasSelectedRetailer(context: Snapshot<StoreContextState>): boolean {
  return context.retailerId !== '';
}
