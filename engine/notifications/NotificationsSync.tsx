import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useNotifications, useRecommendedProducts } from '../api/hooks';
import {
  setRecommendedProducts,
  setRecommendedProductsLoading,
  setUnseenCount,
} from '../stores/notifications';
import { isSignedIn } from '../stores/selectors';
import { useStores } from '../stores/StoresProvider';

/**
 * Keeps the notifications state of spec §3 in step with the server for a signed-in shopper: the
 * unseen count behind the header and mobile badges (2.3, 2.5: unseen plus the local new count)
 * and the recommended products. The queries are the header's own, so nothing is fetched twice.
 */
export function NotificationsSync() {
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const token = isSignedIn(session) ? session.sessionHandle : null;
  const notifications = useNotifications(token);
  const recommended = useRecommendedProducts(token);
  useEffect(() => {
    if (notifications.data) setUnseenCount(stores.notifications, notifications.data.unseenCount);
  }, [notifications.data, stores.notifications]);
  useEffect(() => {
    if (token === null) return;
    if (recommended.data) setRecommendedProducts(stores.notifications, recommended.data.items);
    else setRecommendedProductsLoading(stores.notifications, recommended.isPending);
  }, [token, recommended.data, recommended.isPending, stores.notifications]);
  return null;
}
