/**
 * Sponsored ads as GA4 promotions, counted as the provider counts them: a view when the provider
 * takes a creative as rendered (it tracks its impression then), a selection on each click on it.
 * The promotion is the ad (its id), the creative what it shows, the slot its placement.
 */
import type { ProductCreative } from '../../schemas';
import { track } from '../analytics/bus';
import { productItem } from '../analytics/items';
import type { Promotion } from '../analytics/useTrackPromotions';
import type { AdRequest } from '../rules/adPlacement';

type Placement = Pick<AdRequest, 'slot' | 'widget'>;

export type AdPromotion = Promotion & { creative_slot: string };

const NAMES: Record<AdRequest['widget'], string> = {
  banner: 'Sponsored banner',
  'product-card': 'Sponsored product',
  carousel: 'Sponsored products',
};

/** A sponsored product (a product card, or a card of a carousel at `index`). */
export function productAdPromotion(
  creative: ProductCreative,
  placement: Placement,
  index: number,
): AdPromotion {
  return {
    promotion_id: creative.adId,
    promotion_name: NAMES[placement.widget],
    creative_name: creative.product.productName,
    creative_slot: placement.slot,
    items: [productItem(creative.product, { index })],
  };
}

/** The banner a decision leads with, as the provider draws it: its ad id and headline. */
export type BannerCreative = { adId: string; headline: string };

/**
 * The provider renders a banner itself from the first creative of its decision, a brand's. Read
 * loosely: only the id and headline are reported, and anything else is no banner.
 */
export function bannerCreativeOf(creatives: unknown): BannerCreative | null {
  const first: unknown = Array.isArray(creatives) ? creatives[0] : undefined;
  if (typeof first !== 'object' || first === null) return null;
  const { kind, adId, headline } = first as Record<string, unknown>;
  if (kind !== 'brand' || typeof adId !== 'string' || adId === '') return null;
  return { adId, headline: typeof headline === 'string' ? headline : '' };
}

export function bannerAdPromotion(banner: BannerCreative, placement: Placement): AdPromotion {
  return {
    promotion_id: banner.adId,
    promotion_name: NAMES[placement.widget],
    ...(banner.headline !== '' ? { creative_name: banner.headline } : {}),
    creative_slot: placement.slot,
  };
}

/**
 * Tracks the cards of one slot as the provider does when it attaches to them: one view per ad
 * (a card is attached again on every render of its ref), and every click on the card.
 */
export function createAdCardTracker() {
  const viewed = new Set<string>();
  const listening = new WeakSet<HTMLElement>();
  return (element: HTMLElement, promotion: AdPromotion) => {
    if (!viewed.has(promotion.promotion_id)) {
      viewed.add(promotion.promotion_id);
      track('view_promotion', promotion);
    }
    if (listening.has(element)) return;
    listening.add(element);
    element.addEventListener('click', () => track('select_promotion', promotion));
  };
}
