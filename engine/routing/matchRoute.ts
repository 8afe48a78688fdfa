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

/**
 * A table's paths without a parameter, splat or optional segment, lower-cased as react-router
 * compares them. Such a path equal to the pathname is react-router's first-ranked match (static
 * segments outrank the rest), so a page like the home is found without ranking and compiling
 * every pattern of the table (about 12 ms on a first load here, in the way of hydration).
 */
const staticPaths = new WeakMap<readonly RouteDef[], Map<string, RouteDef>>();

function staticRoutes(routes: readonly RouteDef[]): Map<string, RouteDef> {
  const known = staticPaths.get(routes);
  if (known) return known;
  const byPath = new Map<string, RouteDef>();
  for (const def of routes) {
    if (/[:*?]/.test(def.path)) continue;
    const key = normalisePathname(def.path).toLowerCase();
    // The first of two equal paths is the one react-router ranks first.
    if (!byPath.has(key)) byPath.set(key, def);
  }
  staticPaths.set(routes, byPath);
  return byPath;
}

/** Matches already made, per table and pathname: the page frame, its head, the header and the
 * prompts each ask for the same location while a page renders. */
const matched = new WeakMap<readonly RouteDef[], Map<string, RouteMatchResult | null>>();
const MATCHED_LIMIT = 200;

/** Resolves a pathname with react-router's own ranking, so it agrees with the app's router; a
 * route that claims paths by their text (RouteDef.containing) comes first. */
export function matchRoute(pathname: string, routes: readonly RouteDef[]): RouteMatchResult | null {
  const path = normalisePathname(pathname);
  let results = matched.get(routes);
  if (results === undefined) {
    results = new Map();
    matched.set(routes, results);
  }
  if (results.has(path)) return results.get(path) ?? null;
  const exact = staticRoutes(routes).get(path.toLowerCase());
  const found = exact ? { route: exact, params: {} } : rankedMatch(path, routes);
  const claimed = claimingRoute(path, routes);
  // A path its pattern also matches keeps the pattern's params.
  const result =
    claimed === undefined || found?.route === claimed ? found : { route: claimed, params: {} };
  if (results.size >= MATCHED_LIMIT) results.clear();
  results.set(path, result);
  return result;
}

/** The route whose text (RouteDef.containing) is in the path: it wins over every pattern. */
function claimingRoute(path: string, routes: readonly RouteDef[]): RouteDef | undefined {
  return routes.find((def) => def.containing !== undefined && path.includes(def.containing));
}

/** react-router's own ranking over the whole table. */
function rankedMatch(path: string, routes: readonly RouteDef[]): RouteMatchResult | null {
  const matches = matchRoutes(toMatchable(routes), path);
  const last = matches?.[matches.length - 1];
  return last ? { route: last.route.def, params: last.params } : null;
}
