import type { SearchSuggestionsProps } from '../search/types';

/**
 * The one props type shared by all eight header variants (headerFooterSettings.isHeaderOne…Eight).
 * Every variant renders from the same HeaderProps, so variants are interchangeable and a story
 * can render any of them from one fixture. The engine's header view-model builds it from site
 * settings, stores and queries; variants decide nothing (no provider checks, no sign-in checks).
 */

/** headerWidgetCmsData.logo / logoTitle / logoAlt (spec 2.2). */
export type HeaderLogo = {
  /** Image URL (headerWidgetCmsData.logo; default '/images/logo.svg'). */
  src: string;
  /** headerWidgetCmsData.logoTitle, used as the image title. */
  title: string;
  /** headerWidgetCmsData.logoAlt; also the home link's accessible name. */
  alt: string;
  /** Always home ('/'), spec 2.2. */
  href: string;
};

/**
 * The store area of spec 2.3 / 2.6. `null` when the provider profile hides the store selector.
 * - loading: provider loading or nothing resolved yet → skeleton (2.6);
 * - select: no store chosen → "Select a Store" (2.6);
 * - selected: a store is chosen; wordings are computed by the engine from order type (4.1) and
 *   the address rules of 2.6.
 */
export type HeaderStoreArea =
  | { kind: 'loading' }
  | { kind: 'select' }
  | {
      kind: 'selected';
      /** Desktop order strip (2.6), e.g. "Pickup at: Green Leaf Dispensary" or "Delivery to 12 Oak St, Detroit, MI 48201". */
      text: string;
      /** Mobile store bar lead-in (2.5): "You're Shopping at", "Pickup from", "Delivery to" or "Curbside Pickup from". */
      mobileLabel: string;
      /** Mobile store bar place: the store name or address that follows mobileLabel. */
      mobilePlace: string;
    };

/** A user's wishlist from the wishlist query (spec 3 Wishlist); a null name renders "No name" (2.4). */
export type HeaderWishlist = { slug: string; name: string | null };

/** Spec 6 roles: guest or signed-in (auth token present). */
export type HeaderAccount =
  | { kind: 'guest' }
  | {
      kind: 'signedIn';
      /** User first name, shown above "Account & List" (2.3). */
      firstName: string;
      /** User full name, at the top of the account panel (2.4). */
      fullName: string;
      /** The user's wishlists (2.4 "Your List"). */
      wishlists: HeaderWishlist[];
      /** chatPlatformCms.enabled: shows "Chat with Retailer" (2.4, 6). */
      chatEnabled: boolean;
    };

/** Badge counts. Engine: cart store, wishlist store, notifications state (unseen + local new, 2.5). */
export type HeaderCounts = { wishlist: number; cart: number; notifications: number };

export type HeaderBrand = {
  name: string;
  /** Brand shop page, e.g. "{shopPath}/brand/{urlSlug}" (2.1). */
  href: string;
  /** Brand logo URL when the brand has one; otherwise a monogram is drawn. */
  image?: string;
};

/** The brand-label dropdown of 2.3; `null` when headerWidgetCmsData.shouldShowBrandLabel is false. */
export type HeaderBrandMenu = {
  /** headerWidgetCmsData.brandLabel (default "Brands"); also "Show all {label}". */
  label: string;
  /** Up to 6 sponsored brands, or 6 brands when there are no sponsored ones (2.3, §9). */
  brands: HeaderBrand[];
  /** Always '/sponsored-brand' (2.3). */
  showAllHref: string;
};

export type HeaderSubLink = { label: string; href: string };

/** headerWidgetCmsData.links with url resolved to href by the engine (e.g. "deals" without url → /deals). */
export type HeaderNavLink = { label: string; href: string; subLinks: HeaderSubLink[] };

/** The triggers of 2.3's placeholder mega-menu ("Specials/Shop", fixed sample content). */
export type PlaceholderMenuLabel = 'Specials' | 'Shop';

/** Ticker bar (2.5): tickerPageCms + tickerCrudData; `null` when tickerPageCms.isEnabled is false. */
export type HeaderTicker = {
  items: { title: string; href: string }[];
  /** tickerPageCms.backgroundColor (default "black"). */
  backgroundColor: string;
  /** tickerPageCms.color (default "white"). */
  color: string;
};

/** The mobile "CMS header content" of 2.5, shown below 1024 px on pages whose mobile header is 'cms'. */
export type HeaderMobile = {
  /** menuLinkWidgetCmsData.links for the 4-per-view slider (2.5, §9). */
  navLinks: HeaderSubLink[];
  /** The ticker bar under the mobile header; null when tickerPageCms.isEnabled is false (2.5). */
  ticker: HeaderTicker | null;
};

/** Everything a header shows. Plain data: fixtures and stories build it directly. */
export type HeaderData = {
  /** The site logo, linking home (headerWidgetCmsData, 2.2). */
  logo: HeaderLogo;
  /** headerWidgetCmsData.isStickyHeader (2.2). */
  sticky: boolean;
  /**
   * The order-type and store area: a skeleton, "Select a Store" or the chosen store (2.3, 2.6);
   * null when the provider profile hides it.
   */
  storeArea: HeaderStoreArea | null;
  /** Search input placeholder, e.g. "Search products, brands and more". */
  searchPlaceholder: string;
  /** A guest ("Sign In") or a signed-in shopper ("Account & List", account panel; 2.3, 2.4). */
  account: HeaderAccount;
  /** Wishlist, cart and notifications badge counts (2.3, 2.5). */
  counts: HeaderCounts;
  /** Desktop notifications icon: signed in and recommended products exist (2.3, 6). */
  showNotifications: boolean;
  /** Brand-label dropdown (2.3); null when headerWidgetCmsData.shouldShowBrandLabel is false. */
  brandMenu: HeaderBrandMenu | null;
  /** headerWidgetCmsData.links (2.3). */
  navLinks: HeaderNavLink[];
  /**
   * The placeholder mega-menus the navigation row shows (2.3): the engine leaves out the ones a
   * CMS link already names, so the row lists "Shop" once.
   */
  placeholderMenus: PlaceholderMenuLabel[];
  /** Skeletons instead of nav links for 3 s after a store switch or until data arrives (4.4). */
  navLoading: boolean;
  /** The CMS header content shown below 1024 px: link slider and ticker (2.5). */
  mobile: HeaderMobile;
};

/** What a header reports. The engine decides what each means (e.g. sign-in-required modal for guests, spec 6). */
export type HeaderEvents = {
  /** Search submitted with the typed term (engine navigates to {shopPath}?search={term}). */
  onSearch(term: string): void;
  /** Cart icon: toggles the cart sidebar (2.3, 2.12). */
  onOpenCart(): void;
  /** Wishlist icon (2.3; guests get the sign-in-required modal, 6). */
  onWishlist(): void;
  /** Notifications icon (2.3/2.5; guests get the sign-in-required modal, 6). */
  onNotifications(): void;
  /** "Select a Store" (2.6): the engine sets the default-home-page flag and opens the picker. */
  onSelectStore(): void;
  /** Order strip / mobile store bar: opens the store-preference drawer (2.5, 2.11). */
  onOpenStorePreference(): void;
  /** Hamburger: opens the CMS menu drawer (2.3, 2.9). */
  onOpenMenu(): void;
  /** Confirmed in the logout confirmation (2.4). */
  onSignOut(): void;
  /** "Create a Your List" in the account panel (2.4). */
  onCreateList(): void;
};

/**
 * The desktop search box's suggestion dropdown (2.3 search box showing 2.8's suggestions, brands
 * and products as an ARIA combobox). The engine's search machine decides what it shows; mobile
 * layouts keep the plain search form.
 */
export type HeaderSearch = {
  /** The desktop search box's suggestion dropdown: suggestions, brands and products (2.3, 2.8). */
  desktopSearch: SearchSuggestionsProps;
};

export type HeaderProps = HeaderData & HeaderEvents & HeaderSearch;
