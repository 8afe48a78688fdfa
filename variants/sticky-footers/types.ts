/**
 * The one props type every sticky mobile footer (designs One…Ten, spec 2.10) takes, so designs are
 * interchangeable and the registry can fall back to One for any design not built yet. The engine
 * builds it from stickyFooterWidgetCmsData (spec §3) and the current route; designs only lay it out.
 */

/** The possible items of spec 2.10; the engine drops those the design does not show. */
export type StickyFooterItemId = 'home' | 'deals' | 'profile' | 'cart' | 'shop' | 'heart' | 'menu';

export type StickyFooterItem = {
  /** Which item of spec 2.10 this is; picks the built-in icon and the event sent on click. */
  id: StickyFooterItemId;
  /** stickyFooterWidgetCmsData homeText, dealsText, profileText, cartText, shopText, heart text, menuText. */
  text: string;
  /**
   * stickyFooterWidgetCmsData homeLink, dealsLink, … or the spec 2.10 default (/, /deals,
   * /menu-profile, /cart, the shop path). null for Menu, which is an action (opens the drawer).
   */
  href: string | null;
  /** CMS image URL (homeMenuImage, dealsMenuImage, …); null → the design's built-in SVG icon. */
  icon: string | null;
  /** CMS selected image (selectedHomeMenuImage, …) shown while active; null → `icon` is kept. */
  activeIcon: string | null;
  /** The item matches the current route (Menu: its drawer is open); the engine decides. */
  active: boolean;
  /** This item's link is navigating: a spinner replaces its icon (spec 2.10). */
  loading: boolean;
};

/** The centre button of spec 2.10: "More" opens a design's sheet, "Search" the search overlay. */
export type StickyFooterCentre = {
  kind: 'more' | 'search';
  /** designFiveMoreText, designSevenMoreText, … or "Search". */
  text: string;
  /** designFiveMoreImage, designSevenMoreImage, …; null → the built-in more/search icon. */
  icon: string | null;
};

/**
 * How the cart count badge reads (spec 2.10, §9): hideZero hides it at 0; showZero always shows
 * the count; cap99 hides it at 0 and reads "99+" above 99. The engine picks it per design.
 */
export type CartBadgeRule = 'hideZero' | 'showZero' | 'cap99';

export type StickyFooterProps = {
  /** The design's items in display order, texts/links/images from stickyFooterWidgetCmsData. */
  items: StickyFooterItem[];
  /** The centre More/Search button, placed in the middle of the items; null when the design has none. */
  centre: StickyFooterCentre | null;
  /** Number of items in the cart store (spec 2.10 "Cart: shows a count badge"). */
  cartCount: number;
  /** The design's badge rule (spec 2.10, §9 "capped at 99+ in one design"). */
  cartBadge: CartBadgeRule;
  /**
   * Auto-hidden while scrolling (spec §9 footer scroll thresholds); the engine decides. The bar
   * slides out but keeps its reserved layout space, so the page does not jump.
   */
  hidden: boolean;
  /** An item link was followed (plain click): the engine marks it loading and closes the More sheet. */
  onNavigate(id: StickyFooterItemId): void;
  /** The Menu item was pressed: the engine opens the sidebar drawer and toggles the footer menu. */
  onMenu(): void;
  /** The centre button was pressed: the engine opens the design's More sheet or the search overlay. */
  onCentre(): void;
};
