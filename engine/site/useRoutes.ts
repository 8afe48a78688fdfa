import { useLocation } from 'react-router';
import { useSiteSettings } from './SiteConfigProvider';
import { matchRoute, type RouteMatchResult } from '../routing/matchRoute';
import { buildRoutes } from '../routing/routes';
import type { RouteDef } from '../routing/types';

/** The route table for the current site's app settings (one per settings, see buildRoutes). */
export function useRouteTable(): readonly RouteDef[] {
  const { shopPath, careerVersion } = useSiteSettings('appSettings');
  return buildRoutes({ shopPath, careerVersion });
}

/** The route the current location resolves to; the catch-all 404 guarantees a result in practice. */
export function useCurrentRoute(): RouteMatchResult | null {
  const { pathname } = useLocation();
  const routes = useRouteTable();
  return matchRoute(pathname, routes);
}
