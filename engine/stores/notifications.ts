import { proxy } from 'valtio';
import type { NotificationsState, Product } from '../../schemas';
import { NOTIFICATIONS_DEFAULTS } from './storeDefaults.prebuilt';

/** App flags of spec §1/§3: notification counts, recommended products, cart sidebar, abandoned-cart prompt. */
export type NotificationsStore = NotificationsState;

export const EMPTY_NOTIFICATIONS: NotificationsStore = NOTIFICATIONS_DEFAULTS;

/** `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. */
export const createNotificationsStore = (
  initial: Partial<NotificationsStore> = {},
): NotificationsStore => proxy(structuredClone({ ...EMPTY_NOTIFICATIONS, ...initial }));

export function setNotificationCount(state: NotificationsStore, count: number): void {
  state.notificationCount = Math.max(0, count);
}

/** A notification that arrived in this tab; counted locally until the next server read. */
export function incrementNotificationCount(state: NotificationsStore, by = 1): void {
  state.newNotificationCount += by;
}

/** The server's data.unseenCount. It already includes what arrived locally, so the local count restarts. */
export function setUnseenCount(state: NotificationsStore, unseenCount: number): void {
  state.unseenCount = Math.max(0, unseenCount);
  state.newNotificationCount = 0;
}

export function markNotificationsSeen(state: NotificationsStore): void {
  state.unseenCount = 0;
  state.newNotificationCount = 0;
}

export function setRecommendedProductsLoading(state: NotificationsStore, isLoading: boolean): void {
  state.isLoadingRecommendedProductData = isLoading;
}

export function setRecommendedProducts(
  state: NotificationsStore,
  products: readonly Product[],
): void {
  state.recommendedProductData = products.map((product) => structuredClone(product));
  state.isLoadingRecommendedProductData = false;
}

/** Spec 2.3: the header cart icon toggles the cart sidebar. */
export function setCartSidebarOpen(state: NotificationsStore, isOpen: boolean): void {
  state.isNotificationCartSidebarOpen = isOpen;
}

export function toggleCartSidebar(state: NotificationsStore): void {
  state.isNotificationCartSidebarOpen = !state.isNotificationCartSidebarOpen;
}

export function setAbandonedCartModal(state: NotificationsStore, show: boolean): void {
  state.showAbandonedCartModel = show;
}
