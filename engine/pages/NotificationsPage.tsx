import { useCurrentRoute } from '../site/useRoutes';
import DealsAlertPage from './notifications/DealsAlertPage';
import NotificationListPage from './notifications/NotificationListPage';
import NotificationSettingsPage from './notifications/NotificationSettingsPage';
import PermissionSettingsPage from './notifications/PermissionSettingsPage';

/** Route group: /notification, /notification-settings, /permission-settings, /deals-alert (spec 2.1). */
export default function NotificationsPage() {
  const routeId = useCurrentRoute()?.route.id;
  if (routeId === 'notificationSettings') return <NotificationSettingsPage />;
  if (routeId === 'permissionSettings') return <PermissionSettingsPage />;
  if (routeId === 'dealsAlert') return <DealsAlertPage />;
  return <NotificationListPage />;
}
