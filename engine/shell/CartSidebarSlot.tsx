import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { preloadableLazy } from '../registry/preloadable';
import { useMountWhenLoaded } from '../registry/useMountWhenLoaded';
import { setCartSidebarOpen } from '../stores/notifications';
import { useStores } from '../stores/StoresProvider';

const CartSidebar = preloadableLazy(() => import('./CartSidebarConnected'));
const PARTS = [CartSidebar];

/**
 * The "Shopping Cart" drawer (spec 2.12). Its code loads the first time the header cart icon
 * opens it, and it closes when the route changes, like the other drawers (4.14).
 */
export function CartSidebarSlot() {
  const { notifications } = useStores();
  const { isNotificationCartSidebarOpen: open } = useSnapshot(notifications);
  const { pathname } = useLocation();
  useEffect(() => {
    setCartSidebarOpen(notifications, false);
  }, [pathname, notifications]);
  // Once loaded it stays mounted, so closing hands focus back to the cart icon.
  if (!useMountWhenLoaded(open, PARTS)) return null;
  return (
    <Suspense fallback={null}>
      <CartSidebar />
    </Suspense>
  );
}
