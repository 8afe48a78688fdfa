import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { setCartSidebarOpen } from '../stores/notifications';
import { useStores } from '../stores/StoresProvider';

const CartSidebar = lazy(() => import('./CartSidebarConnected'));

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
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CartSidebar />
    </Suspense>
  );
}
