export type {
  CrumbLink,
  MobileHeaderKind,
  PageLoader,
  RouteDef,
  RouteOptions,
  StickyFooterVisibility,
} from './types';
export { ROUTES, buildRoutes, isCartAbandonmentPath, type BuildRoutesOptions } from './routes';
export { matchRoute, type RouteMatchResult } from './matchRoute';
export { breadcrumbsFor, type Crumb, type BreadcrumbOptions } from './breadcrumbs';
export { breadcrumbJsonLd, type BreadcrumbListJsonLd } from './breadcrumbJsonLd';
export { mobileHeaderFor, titleFor } from './mobileHeader';
export { stickyFooterHiddenOn, stickyFooterVisibleOn } from './stickyFooter';
export { DEFAULT_SHOP_PATH, normaliseShopPath, normalisePathname } from './shopPath';
