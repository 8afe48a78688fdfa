import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { pageLoaders } from '../pages/pageLoaders';
import { preloadableLazy } from '../registry/preloadable';
import type { PageName } from '../routing/pageNames';
import type { RouteDef } from '../routing/types';

type Page = LazyExoticComponent<ComponentType>;

/** One lazy component per page module, made once: a preload reaches the one that renders. */
const pages = new Map<PageName, Page>();
const pageFor = (name: PageName): Page => {
  const known = pages.get(name);
  if (known !== undefined) return known;
  const page = preloadableLazy(pageLoaders[name]);
  pages.set(name, page);
  return page;
};

/** The lazy page a route of the table shows (for preloading it before hydration). */
export const routePage = (route: RouteDef): Page => pageFor(route.page);

/** The text each route object claims paths by (RouteDef.containing), for AppRoutes. */
const claims = new WeakMap<RouteObject, string>();

/** The text a route object claims every path containing it by, if any (RouteDef.containing). */
export const claimedText = (route: RouteObject): string | undefined => claims.get(route);

/** The route table is data; react-router gets it with each page module loaded lazily. */
export function toRouteObjects(routes: readonly RouteDef[]): RouteObject[] {
  return routes.map((route) => {
    const Page = pageFor(route.page);
    const object: RouteObject = { id: route.id, path: route.path, element: <Page /> };
    if (route.containing !== undefined) claims.set(object, route.containing);
    return object;
  });
}
