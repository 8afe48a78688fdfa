import { matchRoute } from '../routing/matchRoute';
import type { RouteDef } from '../routing/types';

/** A page's route as analytics names it: its path pattern (`/product/:slug`), never the URL,
 * which may carry a shopper's search or an order number. */
export function routeNameOf(pathname: string, routes: readonly RouteDef[]): string {
  return matchRoute(pathname, routes)?.route.path ?? 'unknown';
}
