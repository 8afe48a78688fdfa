export type {
  CrumbLink,
  MobileHeaderKind,
  PageLoader,
  RouteDef,
  RouteOptions,
  StickyFooterVisibility,
} from './types';
export { ROUTES, buildRoutes, type BuildRoutesOptions } from './routes';
export { isCartAbandonmentPath } from './cartAbandonmentPath';
export { matchRoute, type RouteMatchResult } from './matchRoute';
export { breadcrumbsFor, type Crumb, type BreadcrumbOptions } from './breadcrumbs';
export { breadcrumbJsonLd, type BreadcrumbListJsonLd } from './breadcrumbJsonLd';
export { mobileHeaderFor, titleFor } from './mobileHeader';
export { stickyFooterHiddenOn, stickyFooterVisibleOn } from './stickyFooter';
export { DEFAULT_SHOP_PATH, normaliseShopPath, normalisePathname } from './shopPath';
