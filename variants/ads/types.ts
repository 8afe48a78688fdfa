/**
 * The one set of props behind every sponsored widget (spec 2.17). The engine runs the provider and
 * the load-state machine; these views only lay out the state they are given.
 */
import type { Ref } from 'react';
import type { ComplianceNotices } from '../compliance/types';
import type { ProductCardData } from '../product-cards/types';

/** The adLoad machine's LOADING / LOADED / NOT_LOADED, as the views name them. */
export type AdView = 'loading' | 'loaded' | 'notLoaded';

export type AdWidgetProps = {
  view: AdView;
  /**
   * NOT_LOADED and out of sight: the reserved space is given back. While the empty slot is in
   * view it keeps its space (invisible), so the content around it never jumps.
   */
  collapsed: boolean;
  /** Receives the element the load check searches for the provider's marker. */
  rootRef?: (element: HTMLElement | null) => void;
  /** 'li' inside a product list; 'div' elsewhere. */
  element?: 'div' | 'li';
  /** The slot's name, kept on the element for the page and its tests. */
  slot: string;
  /**
   * complianceNoticesCms, when showBesideAds is on: an ad advertises, so the licence line and the
   * state's warnings go with it as small print (under a banner or carousel, beside a product
   * card), shown with the ad; null or absent for none.
   */
  legalNotices?: ComplianceNotices | null;
};

export type BannerAdProps = AdWidgetProps & {
  /** The creative's size in CSS pixels (the placement's width and height); the slot reserves it. */
  width: number;
  height: number;
  /**
   * The element the provider's SDK renders the creative into; React renders nothing inside. The
   * engine listens for clicks on it to open the creative's link safely.
   */
  creativeRef?: Ref<HTMLDivElement>;
};

export type SponsoredProductCardProps = AdWidgetProps & {
  /** Null until the provider's decision arrives (the card's skeleton shows meanwhile). */
  product: ProductCardData | null;
  /** The card the provider attaches its marker and click tracking to. */
  cardRef?: Ref<HTMLDivElement>;
  onAddToCart(): void;
};

export type SponsoredCarouselProps = AdWidgetProps & {
  /** The carousel's heading, e.g. "Sponsored products". */
  title: string;
  /** Empty until the provider's decision arrives (skeleton cards show meanwhile). */
  products: readonly ProductCardData[];
  /** How many skeleton cards to reserve while loading (the placement's maxItems). */
  skeletonCount: number;
  /** Card width limits in px from the placement (0: the carousel's own). */
  cardMinWidth: number;
  cardMaxWidth: number;
  /** Each card's element, for the provider's marker and click tracking. */
  cardRef?(slug: string, element: HTMLDivElement | null): void;
  onAddToCart(slug: string): void;
};
