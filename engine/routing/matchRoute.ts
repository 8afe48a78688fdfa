import { matchRoutes, type NonIndexRouteObject, type Params } from 'react-router';
import { normalisePathname } from './shopPath';
import type { RouteDef } from './types';

export type RouteMatchResult = { route: RouteDef; params: Params };

type Matchable = NonIndexRouteObject & { def: RouteDef };

// The conversion is cached per table so repeated matching (breadcrumbs, headers) stays cheap.
const cache = new WeakMap<readonly RouteDef[], Matchable[]>();

function toMatchable(routes: readonly RouteDef[]): Matchable[] {
  const cached = cache.get(routes);
  if (cached) return cached;
  const objects = routes.map((def) => ({ id: def.id, path: def.path, def }));
  cache.set(routes, objects);
  return objects;
}

/** Resolves a pathname with react-router's own ranking, so it agrees with the app's router. */
export function matchRoute(pathname: string, routes: readonly RouteDef[]): RouteMatchResult | null {
  const matches = matchRoutes(toMatchable(routes), normalisePathname(pathname));
  const last = matches?.[matches.length - 1];
  return last ? { route: last.route.def, params: last.params } : null;
}
