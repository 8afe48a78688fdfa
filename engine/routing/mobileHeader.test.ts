import { describe, expect, it } from 'vitest';
import { mobileHeaderFor, titleFor } from './mobileHeader';
import type { MobileHeaderKind } from './types';

// Spec 2.5 path groups, row by row.
const ROWS: [string, MobileHeaderKind][] = [
  ...[
    '/cart',
    '/shop',
    '/shop/brand/blue-river',
    '/shop-cannabis-near-me',
    '/brands',
    '/brands/blue-river',
    '/specials',
    '/your-order',
    '/buy-again',
    '/profile',
    '/account',
    '/account-new',
    '/account/login-and-security',
    '/account/close-your-account',
    '/your-list',
    '/your-list/my-wishlist',
    '/save-for-later',
    '/keep-shopping-for',
    '/categories',
    '/category/flower',
    '/sponsored-brand',
    '/notification',
    '/notification-settings',
  ].map((path): [string, MobileHeaderKind] => [path, 'compactSearch']),
  ...[
    '/faq',
    '/blog',
    '/blog/first-post',
    '/education',
    '/education/terpenes',
    '/deals',
    '/deals-category',
    '/deals-category/flower',
    '/about',
    '/contact',
    '/terms-and-conditions',
    '/privacy-policy',
    '/customer-support',
    '/ticket-list',
    '/create-ticket',
    '/find-a-dispensary',
    '/store-directory',
    '/shop-cannabis-near-me/shop-by-price',
    '/career',
  ].map((path): [string, MobileHeaderKind] => [path, 'title']),
  ...[
    '/search',
    '/search/brands/blue-river',
    '/search/deals',
    '/chat-with-retailer',
    '/chat-with-retailer/123',
    '/deals/happy-hour',
    '/deals-collection/flower',
    '/deals-collection/category',
  ].map((path): [string, MobileHeaderKind] => [path, 'none']),
  ['/product/blue-dream', 'product'],
  ['/product', 'product'],
  ...[
    '/',
    '/homepage2',
    '/menu',
    '/menu-profile',
    '/checkout',
    '/sign-in',
    '/mi',
    '/green-leaf-detroit',
    '/permission-settings',
    '/deals-alert',
    '/events/420-festival',
    '/shopping-spree',
    '/brandsville',
    '/products',
  ].map((path): [string, MobileHeaderKind] => [path, 'cms']),
];

describe('mobileHeaderFor (spec 2.5)', () => {
  it.each(ROWS)('%s → %s', (path, kind) => {
    expect(mobileHeaderFor(path)).toBe(kind);
  });

  it.each([
    ['/menu-shop', 'compactSearch'],
    ['/menu-shop/brand/x', 'compactSearch'],
    ['/shop', 'compactSearch'],
  ])('custom shop path: %s → %s', (path, kind) => {
    expect(mobileHeaderFor(path, { shopPath: '/menu-shop' })).toBe(kind);
  });
});

describe('titleFor (spec 2.5 title header)', () => {
  it.each([
    ['/terms-and-conditions', 'Terms & Condition'],
    ['/faq', 'FAQ'],
    ['/find-a-dispensary', 'Find a Dispensary'],
    ['/create-ticket', 'Create Support Ticket'],
    ['/blog/first-post', 'Blog Details'],
    ['/education/terpenes', 'Education Details'],
    ['/deals-category', 'Shop Deals by Category'],
    ['/shop-cannabis-near-me', 'Shop By'],
    ['/shop-cannabis-near-me/shop-by-price', 'Shop By Price'],
    ['/categories', 'Categories'],
  ])('fixed: %s → %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  it.each([
    ['/blog', 'Blog'],
    ['/education', 'Education'],
    ['/deals', 'Deals'],
    ['/deals-category/pre-rolls', 'Pre Rolls'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/customer-support', 'Customer Support'],
    ['/ticket-list', 'Ticket List'],
    ['/store-directory', 'Store Directory'],
    ['/career', 'Career'],
    ['/faq/', 'FAQ'],
    ['/chat-with-retailer/123', 'Chat With Retailer'],
    ['/store-details/8f14e45f-ceea-467a-9575-0d6f1e2b3c4d', 'Store Details'],
    ['/deals-category/caf%C3%A9-specials', 'Café Specials'],
    ['/', 'Home'],
  ])('derived: %s → %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });
});
