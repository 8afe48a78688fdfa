import { CART_ABANDONMENT_TEXT } from '../cartAbandonmentPath';
import { p } from '../pageNames';
import type { RouteDef } from '../types';
import { C, CMS, N, P, PERSONAL, T, r } from './row';

/** Home, shop, catalogue, search and cart routes of spec 2.1 (the shop path ones are in routeTable). */
export const shoppingRoutes: readonly RouteDef[] = [
  r('home', '/', p.home, 'Home', CMS),
  r('homepage2', '/homepage2', p.home, 'Home', CMS),
  r('menu', '/menu', p.menu, 'Menu', CMS),
  r('cart', '/cart', p.cart, 'Cart', C, PERSONAL),
  r('checkout', '/checkout', p.cart, 'Checkout', CMS, PERSONAL),
  r('ecommerceCheckout', '/ecommerce-checkout', p.cart, 'Checkout', CMS, PERSONAL),
  // Any path containing the text is the landing; the splat also matches the bare "/cart-abandonment".
  r('cartAbandonment', '/cart-abandonment/*', p.cart, 'Your Cart', CMS, {
    containing: CART_ABANDONMENT_TEXT,
    ...PERSONAL,
  }),
  r('shopNearMe', '/shop-cannabis-near-me', p.shop, 'Shop By', C),
  r('shopByPrice', '/shop-cannabis-near-me/shop-by-price', p.shop, 'Shop By Price', T),
  r('product', '/product/:productSlug', p.product, 'Product Details', P, {
    breadcrumb: 'Product Details',
    stickyFooter: 'hidden',
  }),
  r('category', '/category/:categorySlug', p.category, 'Category', C),
  r('categories', '/categories', p.category, 'Categories', C),
  r('search', '/search', p.search, 'Search', N),
  r('searchBrands', '/search/brands', p.search, 'Brand Search', N),
  r('searchBrand', '/search/brands/:brand', p.search, 'Brand Search', N),
  r('searchCategories', '/search/categories', p.search, 'Category Search', N),
  r('searchCategory', '/search/categories/:slug', p.search, 'Category Search', N),
  r('searchDeals', '/search/deals', p.search, 'Deal Search', N),
  r('searchDeal', '/search/deals/:slug', p.search, 'Deal Search', N),
  r('brands', '/brands', p.brands, 'Brands', C),
  r('brandDetails', '/brands/:brand', p.brands, 'Brand Details', C, {
    breadcrumb: 'Brand Details',
  }),
  r('sponsoredBrand', '/sponsored-brand', p.brands, 'Sponsored Brands', C),
];
