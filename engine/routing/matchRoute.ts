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

/** Matches already made, per table and pathname: the page frame, its head, the header and the
 * prompts each ask for the same location while a page renders. */
const matched = new WeakMap<readonly RouteDef[], Map<string, RouteMatchResult | null>>();
const MATCHED_LIMIT = 200;

/** Resolves a pathname with react-router's own ranking, so it agrees with the app's router. */
export function matchRoute(pathname: string, routes: readonly RouteDef[]): RouteMatchResult | null {
  const path = normalisePathname(pathname);
  let results = matched.get(routes);
  if (results === undefined) {
    results = new Map();
    matched.set(routes, results);
  }
  if (results.has(path)) return results.get(path) ?? null;
  const matches = matchRoutes(toMatchable(routes), path);
  const last = matches?.[matches.length - 1];
  const result = last ? { route: last.route.def, params: last.params } : null;
  if (results.size >= MATCHED_LIMIT) results.clear();
  results.set(path, result);
  return result;
}
