import type { PageLoader } from './types';

/**
 * One lazy module per route group, so a visit downloads only its group's page code. Kept apart
 * from the route data so the table stays readable and tests can list every loader.
 */
export const pageLoaders = {
  home: () => import('../pages/HomePage'),
  menu: () => import('../pages/MenuPage'),
  cart: () => import('../pages/CartPage'),
  shop: () => import('../pages/ShopPage'),
  product: () => import('../pages/ProductPage'),
  category: () => import('../pages/CategoryPage'),
  search: () => import('../pages/SearchPage'),
  brands: () => import('../pages/BrandsPage'),
  deals: () => import('../pages/DealsPage'),
  content: () => import('../pages/ContentPage'),
  support: () => import('../pages/SupportPage'),
  stores: () => import('../pages/StoresPage'),
  auth: () => import('../pages/AuthPage'),
  account: () => import('../pages/AccountPage'),
  lists: () => import('../pages/ListsPage'),
  notifications: () => import('../pages/NotificationsPage'),
  notFound: () => import('../pages/NotFoundPage'),
} satisfies Record<string, PageLoader>;
