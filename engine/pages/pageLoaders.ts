import { loadRouteDescriptions } from '../routing/routeDescription';
import type { PageLoader } from '../routing/types';
import type { PageName } from '../routing/pageNames';

/** A page module with the route descriptions its frame and head read (routeDescription). */
const withDescriptions =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadRouteDescriptions()]).then(([module]) => module);

/**
 * One lazy module per route group, so a visit downloads only its group's page code. The route
 * table names the page; this map, above the pages, loads it. The home writes its own description,
 * so it alone comes without the others' (they stay out of the home route's JavaScript).
 */
export const pageLoaders = {
  home: () => import('./HomePage'),
  menu: withDescriptions(() => import('./MenuPage')),
  cart: withDescriptions(() => import('./CartPage')),
  shop: withDescriptions(() => import('./ShopPage')),
  product: withDescriptions(() => import('./ProductPage')),
  category: withDescriptions(() => import('./CategoryPage')),
  search: withDescriptions(() => import('./SearchPage')),
  brands: withDescriptions(() => import('./BrandsPage')),
  deals: withDescriptions(() => import('./DealsPage')),
  content: withDescriptions(() => import('./ContentPage')),
  support: withDescriptions(() => import('./SupportPage')),
  stores: withDescriptions(() => import('./StoresPage')),
  auth: withDescriptions(() => import('./AuthPage')),
  account: withDescriptions(() => import('./AccountPage')),
  lists: withDescriptions(() => import('./ListsPage')),
  notifications: withDescriptions(() => import('./NotificationsPage')),
  notFound: withDescriptions(() => import('./NotFoundPage')),
} satisfies Record<PageName, PageLoader>;
