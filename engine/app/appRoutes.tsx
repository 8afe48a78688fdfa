import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { preloadVariant } from '../registry/preloadable';
import { matchRoute } from '../routing/matchRoute';
import { buildRoutes, type BuildRoutesOptions } from '../routing/routes';
import { SiteLayout } from '../shell/SiteLayout';
import { claimedText, routePage, toRouteObjects } from './toRouteObjects';

let last: { key: string; routes: RouteObject[] } | null = null;

/**
 * The app's route objects for one site's route-shaping settings: the layout with every page of
 * the route table, each page module loaded lazily. The same objects come back while the settings
 * are the same.
 */
export function appRoutes({
  shopPath = null,
  careerVersion = null,
}: BuildRoutesOptions): RouteObject[] {
  const key = JSON.stringify([shopPath, careerVersion]);
  if (last?.key === key) return last.routes;
  const routes: RouteObject[] = [
    { element: <SiteLayout />, children: toRouteObjects(buildRoutes({ shopPath, careerVersion })) },
  ];
  last = { key, routes };
  return routes;
}

/**
 * The routes under whichever router holds them (the browser's history, the server's request, a
 * story's memory). Declarative routing: the pages load their own data (react-query), so the
 * data router's loaders, actions and fetchers would be about 15 KB of unused code on every page.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(matchedBranch(routes, useLocation().pathname));
}

/** The branch found for each pathname, per route objects (the same while the settings are). */
const branches = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();
const BRANCHES_LIMIT = 200;

/**
 * Of `routes`, only the branch react-router matches for `pathname` (the layout and the page). It
 * matches the same route in it, but without flattening, ranking and compiling every path of the
 * table again: a page renders several times on the server, and each render matched it anew.
 */
function matchedBranch(routes: RouteObject[], pathname: string): RouteObject[] {
  let known = branches.get(routes);
  if (known === undefined) {
    known = new Map();
    branches.set(routes, known);
  }
  const found = known.get(pathname);
  if (found !== undefined) return found;
  const ranked = matchRoutes(routes, pathname)?.map((match) => match.route) ?? null;
  const claimed = claimedChain(routes, pathname);
  // As matchRoute: the claiming route wins, with its own pattern's match when that matches too.
  const chain = claimed === null || ranked?.at(-1)?.id === claimed.at(-1)?.id ? ranked : claimed;
  const branch = chain === null ? routes : [nested(chain)];
  if (known.size >= BRANCHES_LIMIT) known.clear();
  known.set(pathname, branch);
  return branch;
}

/**
 * The chain to the route that claims `pathname` by its text (RouteDef.containing), that route
 * made to match any path: react-router has no pattern for "contains".
 */
function claimedChain(routes: readonly RouteObject[], pathname: string): RouteObject[] | null {
  for (const route of routes) {
    const text = claimedText(route);
    if (text !== undefined && pathname.includes(text)) return [{ ...route, path: '*' }];
    const inner = route.children === undefined ? null : claimedChain(route.children, pathname);
    if (inner !== null) return [route, ...inner];
  }
  return null;
}

/** A matched chain of routes (outermost first) as one route holding the next as its only child. */
function nested([outer, ...inner]: RouteObject[]): RouteObject {
  if (outer === undefined) throw new Error('A route match has at least one route.');
  if (inner.length === 0) return outer;
  // A route with a matched child is never an index route (those have no children).
  return { ...outer, index: false, children: [nested(inner)] };
}

/**
 * Loads the page module the location matches, so a browser hydrating server HTML renders the
 * page at once instead of suspending (which would not match the server's HTML). Matched on the
 * route table (matchRoute, react-router's ranking): the page's own components ask for the same
 * match while they render, and get it from matchRoute's cache.
 */
export async function preloadMatchedPage(
  options: BuildRoutesOptions,
  location: { pathname: string },
): Promise<void> {
  const match = matchRoute(location.pathname, buildRoutes(options));
  if (match !== null) await preloadVariant(routePage(match.route));
}
