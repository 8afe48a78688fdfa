import type { Stores } from '../../stores/createStores';
import { setCartSidebarOpen } from '../../stores/notifications';
import { closeOverlay } from '../../stores/overlays';
import { setDefaultHomePage } from '../../stores/storeContext';

/**
 * Spec 2.15: following a deal closes the sidebar and the footer menu and updates the
 * default-home-page flag. "The sidebar" is the cart sidebar and the menu drawer, the footer menu
 * is the sticky footer's More sheet; the flag is reset as by any navigation click (spec 4.4).
 */
export function selectDeal(stores: Pick<Stores, 'notifications' | 'overlays' | 'storeContext'>) {
  setCartSidebarOpen(stores.notifications, false);
  closeOverlay(stores.overlays, 'menuDrawer');
  closeOverlay(stores.overlays, 'footerSheet');
  setDefaultHomePage(stores.storeContext, false);
}
