import { useRoutes, type RouteObject } from 'react-router';
import { preloadVariant } from '../registry/preloadable';
import { matchRoute } from '../routing/matchRoute';
import { buildRoutes, type BuildRoutesOptions } from '../routing/routes';
import { SiteLayout } from '../shell/SiteLayout';
import { routePage, toRouteObjects } from './toRouteObjects';

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
  return useRoutes(routes);
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
