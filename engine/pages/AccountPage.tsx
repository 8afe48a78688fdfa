import { useCurrentRoute } from '../routing';
import { PageFrame } from './frame/PageFrame';
import BuyAgainPage from './orders/BuyAgainPage';
import YourOrdersPage from './orders/YourOrdersPage';

/** Route group: profile, account, orders and notification pages. Title, breadcrumbs and purpose come from the route table. */
export default function AccountPage() {
  const routeId = useCurrentRoute()?.route.id;
  if (routeId === 'yourOrder') return <YourOrdersPage />;
  if (routeId === 'buyAgain') return <BuyAgainPage />;
  return <PageFrame />;
}
