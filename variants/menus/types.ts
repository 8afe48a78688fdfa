import type { ReactNode } from 'react';

/**
 * The one props type shared by the four menu drawers (activeVersionCms.isMenuOne…Four, spec 2.9).
 * The engine's menu view-model builds it from site settings and queries and resolves every href;
 * variants only lay the data out, so any version can render from the same fixture.
 */

/** A plain link with its href already resolved by the engine. */
export type MenuLink = {
  label: string;
  href: string;
};

/**
 * A menuLinkWidgetCmsData link. Hrefs follow the link mapping of 2.9: "Deals" without a url goes
 * to /deals (or /deals-category when appSettings.dealsVersion is v2); "Shop" and "Shop All" go to
 * appSettings.shopPath.
 */
export type MenuMainLink = MenuLink & {
  /** CMS subLinks; when non-empty the link opens the sub-menu drawer instead of navigating (2.9). */
  subLinks: MenuLink[];
};

export type MenuCategory = {
  /** Category name from the categories query. */
  name: string;
  /** The category's shop page, built by the engine from the shop path. */
  href: string;
  /** Category image URL; null draws a monogram tile. */
  image: string | null;
};

export type MenuDeal = {
  /** Special name (menuDisplayConfiguration.name, spec 3 Special). */
  name: string;
  /** Deal target resolved by the engine (spec 2.15). */
  href: string;
  /** Image chosen by the deal image rules of spec 3 (falls back to /images/deals-default-img.png). */
  image: string;
};

export type MenuTodaysDeals = {
  /** todaysDealsCmsData.title (default "Today's Deals"). */
  title: string;
  /** The current store's specials, at most 10 (§9 "Drawer deals list"); the engine applies the cap. */
  deals: MenuDeal[];
};

export type MenuBrand = {
  /** Brand name from the sponsored-brands (or brands) query. */
  name: string;
  /** Brand shop page, "{shopPath}/brand/{urlSlug}" (2.1). */
  href: string;
  /** Brand logo URL; null draws a monogram tile. */
  image: string | null;
};

/** Version Two's "Search deals" box (2.9), controlled by the engine, which owns the filter rule. */
export type MenuDealSearch = {
  /** The box's current text. */
  term: string;
  /**
   * The current store's specials whose menuDisplayConfiguration.name contains the term, ignoring
   * case; the first 10 (§9 "Drawer deals list"). Empty shows "Not found!".
   */
  results: MenuDeal[];
  /** The "All Specials" / "All Deals" buttons: /search/deals (2.9). */
  allHref: string;
};

/** Catalogue queries still in flight: their sections show skeletons instead of an empty state. */
export type MenuLoading = {
  /** The categories query. */
  categories: boolean;
  /** The current store's specials query. */
  deals: boolean;
  /** The sponsored-brands and brands queries. */
  brands: boolean;
};

/** Everything a menu drawer shows. Plain data: fixtures and stories build it directly. */
export type MenuDrawerData = {
  /** Controlled open state: the Menu button opens it; the engine closes it on a route change (4.14). */
  open: boolean;
  /** headerWidgetCmsData.logo and logoAlt (2.2, 2.9 "logo"). */
  logo: { src: string; alt: string };
  /** menuLinkWidgetCmsData.links, mapped per the link rules of 2.9 ("Main Menu"). */
  mainLinks: MenuMainLink[];
  /** The categories query: "Category Menu" (One), "Categories" (Two), "Shop your Categories" (Three, Four). */
  categories: MenuCategory[];
  /** Category "Shop all": /shop-cannabis-near-me when appSettings.isShopPageTwo, else the shop path (2.9). */
  shopAllHref: string;
  /** Today's deals of the current store (2.9 One and Three; Two's Deals tab). */
  todaysDeals: MenuTodaysDeals;
  /**
   * Version One's static links (2.9): About us /about, Blog /blog, Customer Support /ticket-list,
   * Terms & Condition /terms-and-conditions, Privacy Policy /privacy-policy. Passed by the engine.
   */
  staticLinks: MenuLink[];
  /** Version Three's "Sponsored Brand": up to 8 sponsored brands, else the first 8 brands (2.9, §9). */
  sponsoredBrands: MenuBrand[];
  /** Version Three's "Sponsored Brand" "Shop all": /sponsored-brand (2.9). */
  sponsoredBrandsHref: string;
  /** Version Two's Deals tab search. */
  dealSearch: MenuDealSearch;
  /** Sections whose data is still loading. */
  loading: MenuLoading;
  /** Version Four's Location tab: the engine's store picker (2.11). */
  locationSlot?: ReactNode;
};

/** What a menu drawer reports; the engine decides what each means. */
export type MenuDrawerEvents = {
  /** Close button, Escape or backdrop click (sub-menus close on their own and do not report). */
  onClose(): void;
  /** Optional: any link in the drawer was followed (the engine may close the drawer at once). */
  onNavigate?(href: string): void;
  /** Version Two's "Search deals" box changed; the engine answers with new `dealSearch` results. */
  onDealSearch(term: string): void;
};

export type MenuDrawerProps = MenuDrawerData & MenuDrawerEvents;
