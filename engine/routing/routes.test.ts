import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './matchRoute';
import { mobileHeaderFor } from './mobileHeader';
import { isCartAbandonmentPath } from './cartAbandonmentPath';
import { ROUTES, buildRoutes } from './routes';
import { normalisePathname } from './shopPath';
import { stickyFooterHiddenOn } from './stickyFooter';
import type { RouteDef } from './types';

// Spec 2.1, row by row: an example path → the route id it must resolve to (default settings).
const ROUTE_LIST: [string, string][] = [
  ['/', 'home'],
  ['/homepage2', 'homepage2'],
  ['/menu', 'menu'],
  ['/menu-profile', 'menuProfile'],
  ['/cart', 'cart'],
  ['/checkout', 'checkout'],
  ['/ecommerce-checkout', 'ecommerceCheckout'],
  ['/shop', 'shop'],
  ['/shop-cannabis-near-me', 'shopNearMe'],
  ['/shop-cannabis-near-me/shop-by-price', 'shopByPrice'],
  ['/shop/brand/blue-river', 'shopBrand'],
  ['/product/blue-dream-3-5g', 'product'],
  ['/category/pre-rolls', 'category'],
  ['/categories', 'categories'],
  ['/search', 'search'],
  ['/search/brands', 'searchBrands'],
  ['/search/brands/blue-river', 'searchBrand'],
  ['/search/categories', 'searchCategories'],
  ['/search/categories/flower', 'searchCategory'],
  ['/search/deals', 'searchDeals'],
  ['/search/deals/happy-hour', 'searchDeal'],
  ['/brands', 'brands'],
  ['/brands/blue-river', 'brandDetails'],
  ['/sponsored-brand', 'sponsoredBrand'],
  ['/specials', 'specials'],
  ['/deals', 'deals'],
  ['/deals/happy-hour', 'dealDetails'],
  ['/deals-category', 'dealsCategory'],
  ['/deals-category/flower', 'dealsCategoryDetails'],
  ['/deals-collection/category', 'dealsCollectionAll'],
  ['/deals-collection/flower', 'dealsCollection'],
  ['/about', 'about'],
  ['/blog', 'blog'],
  ['/blog/first-post', 'blogDetails'],
  ['/education', 'education'],
  ['/education/terpenes', 'educationDetails'],
  ['/faq', 'faq'],
  ['/contact', 'contact'],
  ['/terms-and-conditions', 'terms'],
  ['/privacy-policy', 'privacy'],
  ['/customer-support', 'customerSupport'],
  ['/ticket-list', 'ticketList'],
  ['/create-ticket', 'createTicket'],
  ['/find-a-dispensary', 'findDispensary'],
  ['/store-directory', 'storeDirectory'],
  ['/mi', 'stateDirectory-mi'],
  ['/az', 'stateDirectory-az'],
  ['/co', 'stateDirectory-co'],
  ['/ar', 'stateDirectory-ar'],
  ['/store-details/42', 'storeDetails'],
  ['/response/success', 'response'],
  ['/green-leaf-detroit', 'retailer'],
  ['/8f14e45f-ceea-467a-9575-0d6f1e2b3c4d', 'retailer'],
  ['/sign-in', 'signIn'],
  ['/sign-up', 'signUp'],
  ['/customer-choice', 'customerChoice'],
  ['/profile', 'profile'],
  ['/account', 'account'],
  ['/account-new', 'accountNew'],
  ['/account/login-and-security', 'loginAndSecurity'],
  ['/account/request-your-information', 'requestInformation'],
  ['/account/close-your-account', 'closeAccount'],
  ['/your-order', 'yourOrder'],
  ['/buy-again', 'buyAgain'],
  ['/your-list', 'yourList'],
  ['/your-list/my-wishlist', 'myWishlist'],
  ['/your-list/summer-picks', 'yourListDetails'],
  ['/save-for-later', 'saveForLater'],
  ['/keep-shopping-for', 'keepShoppingFor'],
  ['/notification', 'notification'],
  ['/notification-settings', 'notificationSettings'],
  ['/permission-settings', 'permissionSettings'],
  ['/deals-alert', 'dealsAlert'],
  ['/chat-with-retailer', 'chatWithRetailer'],
  ['/chat-with-retailer/123', 'chatWithRetailerDetails'],
  ['/events/420-festival', 'events'],
  ['/cart-abandonment', 'cartAbandonment'],
  ['/cart-abandonment/abc123', 'cartAbandonment'],
  // Any path containing "cart-abandonment", with or without the cart id, ahead of every pattern.
  ['/x/cart-abandonment', 'cartAbandonment'],
  ['/x/cart-abandonment/abc123', 'cartAbandonment'],
  ['/checkout/cart-abandonment/', 'cartAbandonment'],
  ['/my-cart-abandonment', 'cartAbandonment'],
  ['/product/cart-abandonment', 'cartAbandonment'],
  ['/no/such/page', 'notFound'],
  ['/brands/blue-river/extra', 'notFound'],
  // Without appSettings.careerVersion, /career is just an unknown retailer slug.
  ['/career', 'retailer'],
];

describe('route table (spec 2.1)', () => {
  it.each(ROUTE_LIST)('%s → %s', (path, id) => {
    expect(matchRoute(path, ROUTES)?.route.id).toBe(id);
  });

  it('covers every route of the table', () => {
    const hit = new Set(ROUTE_LIST.map(([path]) => matchRoute(path, ROUTES)?.route.id));
    expect(ROUTES.filter((route) => !hit.has(route.id)).map((route) => route.id)).toEqual([]);
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('gives a path its pattern matches the pattern’s params, any other path containing the text none', () => {
    expect(matchRoute('/cart-abandonment/abc123', ROUTES)?.params).toEqual({ '*': 'abc123' });
    expect(matchRoute('/x/cart-abandonment/abc123', ROUTES)?.params).toEqual({});
  });

  it('passes route params through', () => {
    expect(matchRoute('/product/blue%20dream', ROUTES)?.params).toEqual({
      productSlug: 'blue dream',
    });
    expect(matchRoute('/green-leaf/', ROUTES)?.params).toEqual({ retailerSlug: 'green-leaf' });
  });
});

describe('configurable shop path and career page', () => {
  const custom = buildRoutes({ shopPath: '/menu-shop', careerVersion: 'v1' });

  it.each([
    ['/menu-shop', 'shopConfigured', {}],
    ['/menu-shop/brand/blue-river', 'shopConfiguredBrand', { brand: 'blue-river' }],
    ['/shop', 'shop', {}],
    ['/shop/brand/blue-river', 'shopBrand', { brand: 'blue-river' }],
    ['/career', 'career', {}],
  ])('%s → %s', (path, id, params) => {
    const match = matchRoute(path, custom);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each([
    [' menu-shop/ ', '/menu-shop'],
    ['/store/menu', '/store/menu'],
    ['', '/shop'],
    ['/', '/shop'],
    ['/:slug', '/shop'],
    [null, '/shop'],
  ])('shopPath %j is routed as %s', (shopPath, expected) => {
    const routes = buildRoutes({ shopPath });
    expect(matchRoute(expected, routes)?.route.path).toBe(expected);
  });

  it('a shop path equal to a fixed page takes that page over', () => {
    const routes = buildRoutes({ shopPath: '/menu' });
    expect(matchRoute('/menu', routes)?.route.id).toBe('shopConfigured');
  });

  it('has no career page when careerVersion is blank', () => {
    expect(buildRoutes({ careerVersion: '  ' }).some((r) => r.id === 'career')).toBe(false);
  });
});

describe('one table per settings, its matches kept', () => {
  it('gives every caller the same table for the same settings, normalised', () => {
    expect(buildRoutes({ shopPath: ' menu-shop/ ' })).toBe(buildRoutes({ shopPath: '/menu-shop' }));
    expect(buildRoutes({ careerVersion: ' ' })).toBe(buildRoutes());
    expect(buildRoutes({ shopPath: '/menu-shop' })).not.toBe(buildRoutes());
  });

  it('answers a repeated match with the same result, and stays right past its limit', () => {
    const routes = buildRoutes();
    expect(matchRoute('/shop/brand/x', routes)).toBe(matchRoute('/shop/brand/x/', routes));
    for (let i = 0; i < 450; i += 1) {
      expect(matchRoute(`/product/p-${i}`, routes)?.params).toEqual({ productSlug: `p-${i}` });
    }
    expect(matchRoute('/product/p-1', routes)?.route.id).toBe('product');
  });
});

describe('fixed paths are found as react-router ranks them', () => {
  const tables = [
    buildRoutes(),
    buildRoutes({ shopPath: '/menu-shop', careerVersion: 'v1' }),
    buildRoutes({ shopPath: '/menu' }),
  ];
  const ranked = (path: string, routes: readonly RouteDef[]) =>
    matchRoutes(
      routes.map((def) => ({ id: def.id, path: def.path })),
      normalisePathname(path),
    )?.at(-1)?.route.id;

  it.each(tables.map((routes, index) => [index, routes] as const))(
    'table %i: every path without parameters, in any case and with a trailing slash',
    (_index, routes) => {
      const fixed = routes.filter((def) => !/[:*?]/.test(def.path));
      expect(fixed.length).toBeGreaterThan(20);
      for (const def of fixed) {
        for (const path of [def.path, def.path.toUpperCase(), `${def.path}/`]) {
          expect(matchRoute(path, routes)?.route.id).toBe(ranked(path, routes));
          expect(matchRoute(path, routes)?.params).toEqual({});
        }
      }
    },
  );
});

describe('route data agrees with the path rules', () => {
  const all = buildRoutes({ shopPath: '/menu-shop', careerVersion: 'v1' });
  const sample = (path: string) =>
    path === '*' ? '/no/such/page' : path.replace(/:\w+/g, 'x').replace('/*', '/x');

  it.each(all.map((route) => [route.id, route] as const))('%s', (_id, route) => {
    expect(mobileHeaderFor(sample(route.path), { shopPath: '/menu-shop' })).toBe(
      route.mobileHeader,
    );
    expect(stickyFooterHiddenOn(sample(route.path))).toBe(route.stickyFooter === 'hidden');
  });
});

describe('isCartAbandonmentPath (spec 2.1, 4.11)', () => {
  it.each([
    ['/cart-abandonment', true],
    ['/cart-abandonment/abc', true],
    ['/checkout/cart-abandonment', true],
    ['/cart', false],
    ['/abandonment', false],
  ])('%s → %s', (path, expected) => {
    expect(isCartAbandonmentPath(path)).toBe(expected);
  });
});
