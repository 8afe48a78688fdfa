import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

/** Renders a trail as "Home(/) > Shop(/shop) > x" so each table row reads like the spec. */
function trail(path: string, shopPath = '/shop', careerVersion: string | null = null) {
  const crumbs = breadcrumbsFor(path, { shopPath, careerVersion });
  return crumbs?.map((c) => (c.current ? c.label : `${c.label}(${c.href})`)).join(' > ') ?? null;
}

describe('hidden on (spec 2.7)', () => {
  it.each([
    '/',
    '/homepage2',
    '/profile',
    '/sign-in',
    '/sign-up',
    '/customer-choice',
    '/categories',
    '/menu-profile',
    '/account/login-and-security',
    '/events/420-festival',
    '/events',
    '/profile/',
  ])('%s', (path) => {
    expect(breadcrumbsFor(path, { shopPath: '/shop' })).toBeNull();
  });
});

describe('special labels (spec 2.7)', () => {
  it.each([
    ['/product/blue-dream', 'Home(/) > Product Details'],
    ['/brands/blue-river', 'Home(/) > Brands(/brands) > Brand Details'],
    ['/create-ticket', 'Home(/) > Customer Support(/customer-support) > Create Ticket'],
    ['/ticket-list', 'Home(/) > Customer Support(/customer-support) > Ticket List'],
    ['/your-list', 'Home(/) > Your List'],
    ['/your-list/summer-picks', 'Home(/) > Your List(/your-list) > Summer Picks'],
    ['/store-details/42', 'Home(/) > Store Details'],
    ['/green-leaf-detroit', 'Home(/) > Store Details'],
    ['/response/success', 'Home(/) > Response'],
    ['/terms-and-conditions', 'Home(/) > Terms & Condition'],
    ['/faq', 'Home(/) > FAQ'],
    ['/find-a-dispensary', 'Home(/) > Find a Dispensary'],
    ['/blog/first-post', 'Home(/) > Blog(/blog) > Blog Details'],
    ['/education/terpenes', 'Home(/) > Education(/education) > Education Details'],
    ['/store-directory', 'Home(/) > Store Directory'],
    ['/mi', 'Home(/) > Store Directory'],
    ['/az', 'Home(/) > Store Directory'],
    ['/co', 'Home(/) > Store Directory'],
    ['/ar', 'Home(/) > Store Directory'],
    ['/deals', 'Home(/) > Deals'],
    ['/deals-category', 'Home(/) > Deals'],
  ])('%s → %s', (path, expected) => {
    expect(trail(path)).toBe(expected);
  });
});

describe('crumb links and capitalised segments (spec 2.7)', () => {
  it.each([
    ['/shop', '/shop', 'Home(/) > Shop'],
    ['/shop/brand/blue-river', '/shop', 'Home(/) > Shop(/shop) > Brands(/brands) > blue-river'],
    ['/shop/brand/Blue%20River', '/shop', 'Home(/) > Shop(/shop) > Brands(/brands) > Blue River'],
    ['/shop/brand/x', '/menu-shop', 'Home(/) > Shop(/menu-shop) > Brands(/brands) > x'],
    ['/menu-shop', '/menu-shop', 'Home(/) > Shop'],
    ['/menu-shop/brand/x', '/menu-shop', 'Home(/) > Shop(/menu-shop) > Brands(/brands) > x'],
    ['/store/menu/brand/x', '/store/menu', 'Home(/) > Shop(/store/menu) > Brands(/brands) > x'],
    ['/category/pre-rolls', '/shop', 'Home(/) > Categories(/categories) > Pre Rolls'],
    ['/brands', '/shop', 'Home(/) > Brands'],
    [
      '/search/brands/blue-river',
      '/shop',
      'Home(/) > Search(/search) > Brands(/brands) > Blue River',
    ],
    [
      '/search/categories/flower',
      '/shop',
      'Home(/) > Search(/search) > Categories(/search/categories) > Flower',
    ],
    [
      '/search/deals/happy-hour',
      '/shop',
      'Home(/) > Search(/search) > Deals(/search/deals) > Happy Hour',
    ],
    ['/deals/happy-hour', '/shop', 'Home(/) > Deals(/deals) > Happy Hour'],
    ['/deals-category/flower', '/shop', 'Home(/) > Deals(/deals-category) > Flower'],
    ['/deals-collection/category', '/shop', 'Home(/) > Deals(/deals) > Categories'],
    ['/deals-collection/flower', '/shop', 'Home(/) > Deals(/deals) > Flower'],
    [
      '/shop-cannabis-near-me/shop-by-price',
      '/shop',
      'Home(/) > Shop Cannabis Near Me(/shop-cannabis-near-me) > Shop By Price',
    ],
    ['/account/close-your-account', '/shop', 'Home(/) > Account(/account) > Close Your Account'],
    [
      '/account/request-your-information',
      '/shop',
      'Home(/) > Account(/account) > Request Your Information',
    ],
    ['/your-list/my-wishlist', '/shop', 'Home(/) > Your List(/your-list) > My Wishlist'],
    ['/chat-with-retailer/123', '/shop', 'Home(/) > Chat With Retailer(/chat-with-retailer) > 123'],
    ['/cart', '/shop', 'Home(/) > Cart'],
    ['/notification-settings', '/shop', 'Home(/) > Notification Settings'],
    ['/privacy-policy/', '/shop', 'Home(/) > Privacy Policy'],
    ['/cart-abandonment/abc', '/shop', 'Home(/) > Cart Abandonment(/cart-abandonment) > Abc'],
    ['/no/such/page', '/shop', 'Home(/) > Page Not Found'],
    ['/bad%E0%A4', '/shop', 'Home(/) > Store Details'],
  ])('%s (shop path %s) → %s', (path, shopPath, expected) => {
    expect(trail(path, shopPath)).toBe(expected);
  });

  it('labels /career only when the career page exists', () => {
    expect(trail('/career', '/shop', 'v1')).toBe('Home(/) > Career');
    expect(trail('/career')).toBe('Home(/) > Store Details');
  });

  it('marks only the last crumb current and gives it the page path', () => {
    expect(breadcrumbsFor('/blog/first-post', { shopPath: '/shop' })).toEqual([
      { label: 'Home', href: '/', current: false },
      { label: 'Blog', href: '/blog', current: false },
      { label: 'Blog Details', href: '/blog/first-post', current: true },
    ]);
  });
});

describe('prototype names in the path', () => {
  it('treats /constructor/x like any unknown path, never with an empty crumb', () => {
    const crumbs = breadcrumbsFor('/constructor/x', { shopPath: '/shop' });
    expect(crumbs?.every((crumb) => typeof crumb.label === 'string' && crumb.label !== '')).toBe(
      true,
    );
    expect(crumbs?.map((crumb) => crumb.label)).toEqual(['Home', 'Page Not Found']);
  });
});
