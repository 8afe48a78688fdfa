import { useCurrentRoute } from '../site/useRoutes';
import { DealsRoutes } from './deals/DealsRoutes';
import { SearchRoutes } from './search/SearchRoutes';

/** Deal searches (/search/deals[/{slug}]) are deals listings (spec 2.1, 2.15). */
const DEAL_SEARCHES = new Set(['searchDeals', 'searchDeal']);

/** Route group: /search and its brand, category and deal searches (spec 2.1, 2.5, 2.8). */
export default function SearchPage() {
  const routeId = useCurrentRoute()?.route.id ?? '';
  if (DEAL_SEARCHES.has(routeId)) return <DealsRoutes />;
  return <SearchRoutes routeId={routeId} />;
}
