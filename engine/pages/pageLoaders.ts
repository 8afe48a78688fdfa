import type { PageLoader } from '../routing/types';
import type { PageName } from '../routing/pageNames';

/**
 * One lazy module per route group, so a visit downloads only its group's page code. The route
 * table names the page; this map, above the pages, loads it.
 */
export const pageLoaders = {
  home: () => import('./HomePage'),
  menu: () => import('./MenuPage'),
  cart: () => import('./CartPage'),
  shop: () => import('./ShopPage'),
  product: () => import('./ProductPage'),
  category: () => import('./CategoryPage'),
  search: () => import('./SearchPage'),
  brands: () => import('./BrandsPage'),
  deals: () => import('./DealsPage'),
  content: () => import('./ContentPage'),
  support: () => import('./SupportPage'),
  stores: () => import('./StoresPage'),
  auth: () => import('./AuthPage'),
  account: () => import('./AccountPage'),
  lists: () => import('./ListsPage'),
  notifications: () => import('./NotificationsPage'),
  notFound: () => import('./NotFoundPage'),
} satisfies Record<PageName, PageLoader>;
