import { matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes, type BuildRoutesOptions } from '../routing/routes';
import { RouteError } from '../shell/RouteError';
import { SiteLayout } from '../shell/SiteLayout';
import { AppSkeleton } from '../site/AppSkeleton';
import { toRouteObjects } from './toRouteObjects';

let last: { key: string; routes: RouteObject[] } | null = null;

/**
 * The app's route objects for one site's route-shaping settings: the layout with every page of
 * the route table, each page module loaded lazily. The same objects come back while the settings
 * are the same, so a page module preloaded before hydration (preloadMatchedPages) is the one the
 * browser router finds.
 */
export function appRoutes({
  shopPath = null,
  careerVersion = null,
}: BuildRoutesOptions): RouteObject[] {
  const key = JSON.stringify([shopPath, careerVersion]);
  if (last?.key === key) return last.routes;
  const routes: RouteObject[] = [
    {
      element: <SiteLayout />,
      errorElement: <RouteError />,
      // Shown while the first page's lazy module loads (client-only start).
      hydrateFallbackElement: <AppSkeleton />,
      children: toRouteObjects(buildRoutes({ shopPath, careerVersion })),
    },
  ];
  last = { key, routes };
  return routes;
}

/**
 * Loads the page modules the location matches and puts them on their routes, so a router
 * hydrating server HTML renders the page at once instead of its loading fallback (which would
 * not match the server's HTML).
 */
export async function preloadMatchedPages(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
