/**
 * The page modules a route can show, by name. The route table names its page; the app maps the
 * name to a lazily loaded module (engine/pages/pageLoaders.ts), so routing never imports a page
 * and pages can use routing without a loop.
 */
export const PAGE_NAMES = [
  'home',
  'menu',
  'cart',
  'shop',
  'product',
  'category',
  'search',
  'brands',
  'deals',
  'content',
  'support',
  'stores',
  'auth',
  'account',
  'lists',
  'notifications',
  'notFound',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

/** Names the table's rows read as `p.home`, `p.deals`… */
export const p = Object.fromEntries(PAGE_NAMES.map((name) => [name, name])) as {
  readonly [Name in PageName]: Name;
};
