import { useCurrentRoute } from '../site/useRoutes';
import AccountHubPage from './account/AccountHubPage';
import CloseAccountPage from './account/CloseAccountPage';
import LoginSecurityPage from './account/LoginSecurityPage';
import ProfilePage from './account/ProfilePage';
import RequestInformationPage from './account/RequestInformationPage';
import NotFoundPage from './NotFoundPage';
import BuyAgainPage from './orders/BuyAgainPage';
import YourOrdersPage from './orders/YourOrdersPage';

/** Route group: profile, account, orders and notification pages. Title, breadcrumbs and purpose come from the route table. */
export default function AccountPage() {
  const routeId = useCurrentRoute()?.route.id;
  switch (routeId) {
    case 'yourOrder':
      return <YourOrdersPage />;
    case 'buyAgain':
      return <BuyAgainPage />;
    case 'profile':
      return <ProfilePage />;
    case 'account':
    case 'accountNew':
    case 'menuProfile':
      return <AccountHubPage />;
    case 'loginAndSecurity':
      return <LoginSecurityPage />;
    case 'requestInformation':
      return <RequestInformationPage />;
    case 'closeAccount':
      return <CloseAccountPage />;
    default:
      return <NotFoundPage />;
  }
}
