/**
 * Story and test data for the mobile path headers: plain MobilePathHeaderData per state
 * (`mobileHeaderData`) and the fixed titles of spec 2.5 with the page each belongs to. Stories
 * spread the data over a meta whose events are `fn()` spies, so data never replaces the spies.
 */
import type { MobilePathHeaderData, MobilePathHeaderEvents } from './types';

const noop = () => {};
export const noopMobileHeaderEvents: MobilePathHeaderEvents = {
  onBack: noop,
  onSearch: noop,
  onWishlist: noop,
  onNotifications: noop,
  onOpenCart: noop,
};

const compactSearch: MobilePathHeaderData = {
  kind: 'compactSearch',
  title: 'Cart',
  searchPlaceholder: 'Type here to search products',
  counts: { wishlist: 4, cart: 3, notifications: 2 },
  showWishlistBadge: true,
};

const zeroCounts = { wishlist: 0, cart: 0, notifications: 0 };
const largeCounts = { wishlist: 12, cart: 148, notifications: 37 };
const LONG_TITLE = 'Frequently Asked Questions About Delivery, Pickup and Curbside Orders';

export const mobileHeaderData = {
  compactSearch,
  /** Guests: the wishlist icon stays, its badge does not (2.5). */
  compactSearchGuest: { ...compactSearch, showWishlistBadge: false },
  compactSearchZero: { ...compactSearch, counts: zeroCounts },
  compactSearchLarge: { ...compactSearch, counts: largeCounts },
  compactSearchLongPlaceholder: {
    ...compactSearch,
    searchPlaceholder: 'Type here to search flower, pre-rolls, vapes, edibles and concentrates',
    counts: largeCounts,
  },
  title: { ...compactSearch, kind: 'title', title: 'FAQ' },
  titleLong: { ...compactSearch, kind: 'title', title: LONG_TITLE },
  product: { ...compactSearch, kind: 'product', title: 'Product Details' },
  productZero: { ...compactSearch, kind: 'product', title: 'Product Details', counts: zeroCounts },
  productLong: { ...compactSearch, kind: 'product', title: LONG_TITLE, counts: largeCounts },
} satisfies Record<string, MobilePathHeaderData>;

/** The fixed titles of spec 2.5, in the spec's order, each with a page that shows it. */
export const fixedTitles: readonly { path: string; title: string }[] = [
  { path: '/terms-and-conditions', title: 'Terms & Condition' },
  { path: '/faq', title: 'FAQ' },
  { path: '/find-a-dispensary', title: 'Find a Dispensary' },
  { path: '/create-ticket', title: 'Create Support Ticket' },
  { path: '/blog/terpenes-101', title: 'Blog Details' },
  { path: '/education/what-is-thc', title: 'Education Details' },
  { path: '/deals-category', title: 'Shop Deals by Category' },
  { path: '/shop-cannabis-near-me', title: 'Shop By' },
  { path: '/shop-cannabis-near-me/shop-by-price', title: 'Shop By Price' },
  { path: '/categories', title: 'Categories' },
];
