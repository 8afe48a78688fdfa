/**
 * The one props type of the mobile path headers (spec 2.5), shown below 1024 px. The engine picks
 * `kind` with mobileHeaderFor(pathname) and the title with titleFor(pathname); the 'cms' kind is
 * the CMS header version (HeaderOne… draw their own mobile layout) and 'none' renders nothing, so
 * neither reaches this family. Variants decide nothing: sign-in checks and navigation are the
 * engine's answer to the events.
 */

/** The mobile header kinds this family draws (the rest of mobileHeaderFor's kinds are not ours). */
export type MobilePathHeaderKind = 'compactSearch' | 'title' | 'product';

/** Badge counts. Engine: wishlist store, cart store, notifications state (unseen + local new, 2.5). */
export type MobilePathHeaderCounts = { wishlist: number; cart: number; notifications: number };

export type MobilePathHeaderData = {
  /** mobileHeaderFor(pathname) (spec 2.5 table), narrowed by the engine to the kinds drawn here. */
  kind: MobilePathHeaderKind;
  /**
   * titleFor(pathname) (spec 2.5 "Title header"): a fixed title such as "Terms & Condition", else
   * the path's last meaningful segment. Product pages pass "Product Details". Unused by compactSearch.
   */
  title: string;
  /**
   * The compact search field's text, "Type here to search products" (spec 2.5). It is also the
   * field's accessible name, so it must say what the field does.
   */
  searchPlaceholder: string;
  /** Badge counts from the stores; a 0 count shows no badge. */
  counts: MobilePathHeaderCounts;
  /** Wishlist count badge only when signed in (spec 2.5); the icon itself is always there. */
  showWishlistBadge: boolean;
};

export type MobilePathHeaderEvents = {
  /** Back arrow: the engine goes back in history (or home when there is no history). */
  onBack(): void;
  /**
   * Compact search field / search icon: opens search. The engine decides how (spec 2.5):
   * appSettings.searchMenuType 'fullText' opens the search overlay, otherwise it goes to /search.
   */
  onSearch(): void;
  /** Wishlist icon: the engine navigates to /your-list without a sign-in check (spec 2.5). */
  onWishlist(): void;
  /**
   * Notifications (spec 2.5, /notification, sign-in needed). None of today's three layouts shows
   * the icon; it stays in the contract so a layout can add it without an engine change.
   */
  onNotifications(): void;
  /** Cart icon: toggles the cart sidebar (2.3, 2.12). */
  onOpenCart(): void;
};

export type MobilePathHeaderProps = MobilePathHeaderData & MobilePathHeaderEvents;
