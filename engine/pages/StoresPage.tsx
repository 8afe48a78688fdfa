import { useCurrentRoute } from '../site/useRoutes';
import NotFoundPage from './NotFoundPage';
import { StoreDetails } from './stores/StoreDetails';
import { StoreDirectory } from './stores/StoreDirectory';
import { StoreFinder } from './stores/StoreFinder';

const STATE_ROUTE = /^stateDirectory-([a-z]{2})$/;

/**
 * Route group: the store finder (/find-a-dispensary), the store directory and the state
 * directories (/mi, /az, /co, /ar) and store details (/store-details/{x}, /{urlSlug or id}).
 * Which one shows comes from the matched route of the route table.
 */
export default function StoresPage() {
  const match = useCurrentRoute();
  const id = match?.route.id ?? '';
  const params = match?.params ?? {};
  const state = STATE_ROUTE.exec(id)?.[1];

  if (id === 'findDispensary') return <StoreFinder />;
  if (id === 'storeDirectory') return <StoreDirectory stateCode={null} />;
  if (state !== undefined) return <StoreDirectory stateCode={state.toUpperCase()} />;
  if (id === 'storeDetails') return <StoreDetails idOrSlug={params.storeId ?? ''} />;
  if (id === 'retailer') return <StoreDetails idOrSlug={params.retailerSlug ?? ''} />;
  return <NotFoundPage />;
}
