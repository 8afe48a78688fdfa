/**
 * Props of the home page sections (homePageSections). One props type per section type;
 * the engine's view-models (engine/viewmodels/home) compute every text, link and state, and leave
 * a section out when its source is empty. Every section is a labelled region with an h2.
 */
import type { TileData } from '../catalogue/types';
import type { PostCardData } from '../content/types';
import type { ProductCardData } from '../product-cards/types';
import type { TodaysDealsProps } from '../todays-deals/types';

export type SectionLink = { href: string; label: string };

export type HeroSlideData = {
  /** The slide's picture at its intrinsic size (width/height keep the page from shifting). */
  image: { src: string; alt: string; width: number; height: number };
  /** Empty: the slide has no text panel. */
  heading: string;
  text: string;
  /** Null when the CMS gives no button text, or a link that must not be followed. */
  button: SectionLink | null;
};

export type HeroBannerProps = {
  /** One slide: a banner; more: a carousel. The first picture is the page's LCP element. */
  slides: readonly HeroSlideData[];
  /** Accessible name of the region, e.g. "Featured". */
  label: string;
};

export type StoreBarStore = {
  name: string;
  /** "Pickup", "Curbside Pickup" or "Delivery" (spec 4.1). */
  orderType: string;
  /** Spec 4.10, e.g. "Open today 9:00 AM – 9:00 PM". */
  hours: string;
  /** Whether the store is open for pickup now (spec 4.6). */
  open: boolean;
  address: string;
  /** The store details page (spec 2.11). */
  detailsHref: string;
};

export type StoreBarProps = {
  /** The chosen store; null when none is chosen yet (the bar then prompts to choose one). */
  store: StoreBarStore | null;
  /** The store's details are on their way: the bar keeps its size with a skeleton. */
  loading: boolean;
  /** The prompt's sentence when no store is chosen (homePageSections storeBar.promptText). */
  promptText: string;
  /** Opens the store picker, as the header's "Select a Store" does (spec 2.11). */
  onChooseStore(): void;
};

export type CategoryTilesProps = {
  title: string;
  tiles: readonly TileData[];
  loading: boolean;
  /** How many tiles the skeleton draws. */
  skeletonCount: number;
  /** "All categories" (/categories). */
  viewAll: SectionLink;
};

export type ProductCarouselProps = {
  title: string;
  products: readonly ProductCardData[];
  loading: boolean;
  /** Where the whole list is, e.g. the shop, a category or a brand page. */
  viewAll: SectionLink | null;
  /** "Add to cart" on a card, with the product's slug. */
  onAddToCart(slug: string): void;
  /** Optional: a card's link was followed, with the product's slug. */
  onSelect?(slug: string): void;
};

export type BrandStripItem = {
  href: string;
  name: string;
  /** The brand's logo (spec §3 Brand customImage, else imageUrl, else the default image). */
  image: string;
  /** A sponsored brand (listed first, marked "Sponsored"). */
  sponsored: boolean;
};

export type BrandStripProps = {
  title: string;
  brands: readonly BrandStripItem[];
  loading: boolean;
  viewAll: SectionLink;
};

export type RichTextProps = {
  /** Empty: no visible heading; the region is labelled by `label`. */
  title: string;
  label: string;
  /** Sanitised HTML (engine/rules/sanitizeHtml). */
  html: string;
};

export type ContentTeaserProps = {
  title: string;
  /** The newest articles, at most the section's limit. */
  posts: readonly PostCardData[];
  loading: boolean;
  /** How many cards the skeleton draws. */
  skeletonCount: number;
  /** /blog or /education. */
  viewAll: SectionLink;
};

/**
 * Each variant section type's props, keyed like homePageSections' `type`. The adSlot type is not
 * a variant: the engine's ad slot draws it from the site's ad configuration.
 */
export type HomeSectionPropsMap = {
  heroBanner: HeroBannerProps;
  storeBar: StoreBarProps;
  categoryTiles: CategoryTilesProps;
  productCarousel: ProductCarouselProps;
  todaysDeals: TodaysDealsProps;
  brandStrip: BrandStripProps;
  richText: RichTextProps;
  contentTeaser: ContentTeaserProps;
};
