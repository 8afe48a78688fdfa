import type { RouteObject } from 'react-router';
import { pageLoaders } from '../pages/pageLoaders';
import type { RouteDef } from '../routing/types';

/** The route table is data; react-router gets it with each page module loaded lazily. */
export function toRouteObjects(routes: readonly RouteDef[]): RouteObject[] {
  return routes.map((route) => ({
    id: route.id,
    path: route.path,
    handle: route,
    lazy: async () => ({ Component: (await pageLoaders[route.page]()).default }),
  }));
}
