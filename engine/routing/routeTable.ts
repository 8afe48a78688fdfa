import { p } from './pageNames';
import { accountRoutes } from './table/account';
import { infoRoutes } from './table/info';
import { C, CMS, T, r } from './table/row';
import { shoppingRoutes } from './table/shopping';
import type { RouteDef, RouteOptions } from './types';

/** Routes whose path depends on appSettings.shopPath; listed first so the configured path wins a clash. */
function shopRoutes(shopPath: string): RouteDef[] {
  const shop = (id: string, path: string) => r(id, path, p.shop, 'Shop', C);
  const brand = (id: string, path: string) => r(id, path, p.shop, 'Shop by Brand', C);
  const fixed = [shop('shop', '/shop'), brand('shopBrand', '/shop/brand/:brand')];
  if (shopPath === '/shop') return fixed;
  return [
    shop('shopConfigured', shopPath),
    brand('shopConfiguredBrand', `${shopPath}/brand/:brand`),
    ...fixed,
  ];
}

/** Last resorts: one unknown segment is a retailer's store page (2.1); anything deeper is a 404. */
const fallbackRoutes: readonly RouteDef[] = [
  r('retailer', '/:retailerSlug', p.stores, 'Store Details', CMS, { breadcrumb: 'Store Details' }),
  r('notFound', '*', p.notFound, 'Page not found', CMS, {
    breadcrumb: 'Page Not Found',
  }),
];

/** The whole route table for one site's settings; order matters only for exact-path clashes. */
export function routeTable({ shopPath, careerVersion }: RouteOptions): RouteDef[] {
  const career = careerVersion ? [r('career', '/career', p.content, 'Career', T)] : [];
  const all = [
    ...shopRoutes(shopPath),
    ...shoppingRoutes,
    ...infoRoutes,
    ...accountRoutes,
    ...career,
    ...fallbackRoutes,
  ];
  // A configured shop path equal to a fixed path (e.g. "/menu") replaces that page: first one wins.
  const byPath = new Map<string, RouteDef>();
  for (const route of all) if (!byPath.has(route.path)) byPath.set(route.path, route);
  return [...byPath.values()];
}
