import { useCurrentRoute } from '../site/useRoutes';
import NotFoundPage from './NotFoundPage';
import CustomerChoicePage from './auth/CustomerChoicePage';
import SignInPage from './auth/SignInPage';
import SignUpPage from './auth/SignUpPage';

/** Route group: /sign-in, /sign-up and /customer-choice. */
export default function AuthPage() {
  const routeId = useCurrentRoute()?.route.id;
  if (routeId === 'signIn') return <SignInPage />;
  if (routeId === 'signUp') return <SignUpPage />;
  if (routeId === 'customerChoice') return <CustomerChoicePage />;
  return <NotFoundPage />;
}
