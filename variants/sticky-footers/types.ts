/**
 * The one props type every sticky mobile footer (designs One…Ten, spec 2.10) takes, so designs are
 * interchangeable and one story fixture can render any of them. The engine builds it from
 * stickyFooterWidgetCmsData (spec §3), the route and the stores; designs only lay it out.
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
  /** designFiveMoreText, designSevenMoreText, designEight/Nine/TenMoreText, or "Search". */
  text: string;
  /** designFiveMoreImage, designSevenMoreImage, designEight/Nine/TenMoreImage; null → built-in icon. */
  icon: string | null;
};

/**
 * How the cart count badge reads (spec 2.10, §9): hideZero hides it at 0; showZero always shows
 * the count; cap99 hides it at 0 and reads "99+" above 99. The engine picks it per design.
 */
export type CartBadgeRule = 'hideZero' | 'showZero' | 'cap99';

/** A link in a More sheet: CMS text, and a CMS link or the spec default. */
export type SheetLink = { text: string; href: string };

/** A More sheet button with its CMS colours (designSevenDealsAllButton…, designSevenButton…). */
export type SheetButton = SheetLink & { background: string; iconColor: string; textColor: string };

/** One "Shop By Choice" slide: shopByChoiceItems, or the four shopByChoiceItemOne…Four fields. */
export type ShopByChoiceSlide = {
  title: string;
  /** The CMS link; null when it cannot be followed (the slide then only shows). */
  href: string | null;
  image: string;
  imageAlt: string;
  imageTitle: string;
  /** The slide's CMS tint behind the image. */
  color: string;
};

/** Design five's More sheet (spec 2.10, §3 designFive…, §9 price filters). */
export type ShopByChoiceSheet = {
  kind: 'shopByChoice';
  /** shopByChoiceTitle ("Shop By Choice"); also the sheet's accessible name. */
  title: string;
  slides: ShopByChoiceSlide[];
  /** shopByPriceTitle ("Shop By Price"). */
  priceTitle: string;
  /** The seven §9 price filters, each to the shop path with ?pageNo=1&price={value}. */
  prices: SheetLink[];
  /** designFiveButtonText / designFiveButtonLink (the shop path by default). */
  shopAll: SheetLink;
};

/** A tile of design seven's grid: /deals-category/{slug} or the CMS link. */
export type DealsCategoryTile = { name: string; href: string; image: string | null };

/** Design seven's More sheet (spec 2.10, §3 designSeven…). */
export type DealsByCategoriesSheet = {
  kind: 'dealsByCategories';
  /** dealsByCategoryTitle ("Deals By Categories"); also the sheet's accessible name. */
  title: string;
  categories: DealsCategoryTile[];
  /** The product categories are still loading: the grid shows skeleton tiles. */
  loading: boolean;
  /** designSevenDealsAllButton…: "View All Deals" to /deals by default. */
  viewAllDeals: SheetButton;
  /** designSevenButton…: "Shop All" to the shop path by default. */
  shopAll: SheetButton;
};

export type StickyFooterSheet = ShopByChoiceSheet | DealsByCategoriesSheet;

/** What a design's More sheet view takes: its content, whether it is open, and how to close it. */
export type MoreSheetProps<Sheet extends StickyFooterSheet> = {
  sheet: Sheet;
  open: boolean;
  onClose(): void;
};

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
  /** The design's More sheet content (designs five and seven); null when the centre opens search. */
  sheet: StickyFooterSheet | null;
  /** The More sheet is open (overlays.footerSheet; spec 4.14: it toggles). */
  sheetOpen: boolean;
  /** Escape, the close button, the backdrop or a followed sheet link: the engine closes the sheet. */
  onCloseSheet(): void;
  /** An item link was followed (plain click): the engine marks it loading and closes the More sheet. */
  onNavigate(id: StickyFooterItemId): void;
  /** The Menu item was pressed: the engine opens the sidebar drawer and toggles the footer menu. */
  onMenu(): void;
  /** The centre button was pressed: the engine opens the design's More sheet or the search overlay. */
  onCentre(): void;
};
