import { anyOf, below, exact, under, type PathTest } from './pathTests';
import { DEFAULT_SHOP_PATH, normalisePathname } from './shopPath';
import { pathSegments, segmentLabel } from './segmentLabel';
import type { MobileHeaderKind } from './types';

type HeaderRule = { kind: MobileHeaderKind; test: PathTest };

/** Spec 2.5, most specific group first: "/deals/x" has no header while "/deals" has a title. */
function headerRules(shopPath: string): HeaderRule[] {
  return [
    {
      kind: 'none',
      test: anyOf(under('/search', '/chat-with-retailer'), below('/deals', '/deals-collection')),
    },
    { kind: 'product', test: under('/product') },
    {
      kind: 'title',
      test: anyOf(
        exact('/faq', '/deals', '/about', '/contact', '/terms-and-conditions', '/privacy-policy'),
        exact('/customer-support', '/ticket-list', '/create-ticket'),
        exact('/find-a-dispensary', '/store-directory'),
        under('/blog', '/education', '/deals-category', '/career'),
        under('/shop-cannabis-near-me/shop-by-price'),
      ),
    },
    {
      kind: 'compactSearch',
      test: anyOf(
        under('/cart', '/shop', '/shop-cannabis-near-me', shopPath, '/brands', '/category'),
        under('/account', '/your-list', '/notification'),
        exact('/specials', '/your-order', '/buy-again', '/profile', '/account-new'),
        exact('/save-for-later', '/keep-shopping-for', '/categories', '/sponsored-brand'),
        exact('/notification-settings'),
      ),
    },
  ];
}

/** Which mobile header a path shows (spec 2.5); anything unlisted shows the CMS header version. */
export function mobileHeaderFor(
  pathname: string,
  { shopPath = DEFAULT_SHOP_PATH }: { shopPath?: string } = {},
): MobileHeaderKind {
  const path = normalisePathname(pathname);
  return headerRules(shopPath).find((rule) => rule.test(path))?.kind ?? 'cms';
}

/** Fixed titles of spec 2.5, each tied to the page it names. */
const FIXED_TITLES: readonly { test: PathTest; title: string }[] = [
  { test: exact('/terms-and-conditions'), title: 'Terms & Condition' },
  { test: exact('/faq'), title: 'FAQ' },
  { test: exact('/find-a-dispensary'), title: 'Find a Dispensary' },
  { test: exact('/create-ticket'), title: 'Create Support Ticket' },
  { test: below('/blog'), title: 'Blog Details' },
  { test: below('/education'), title: 'Education Details' },
  { test: exact('/deals-category'), title: 'Shop Deals by Category' },
  { test: exact('/shop-cannabis-near-me'), title: 'Shop By' },
  { test: under('/shop-cannabis-near-me/shop-by-price'), title: 'Shop By Price' },
  { test: exact('/categories'), title: 'Categories' },
];

// Numeric ids and long hex/uuid ids say nothing to a shopper, so the title skips them.
const ID_SEGMENT = /^(\d+|[0-9a-f-]{16,})$/i;

/** The title-header text for a path: a fixed title, else its last meaningful segment capitalised. */
export function titleFor(pathname: string): string {
  const path = normalisePathname(pathname);
  const fixed = FIXED_TITLES.find((entry) => entry.test(path));
  if (fixed) return fixed.title;
  const meaningful = pathSegments(path).filter((segment) => !ID_SEGMENT.test(segment));
  const last = meaningful[meaningful.length - 1];
  return last ? segmentLabel(last) : 'Home';
}
