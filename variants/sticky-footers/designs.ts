/**
 * What each sticky footer design shows (spec 2.10): its items in display order, its centre button
 * and its cart badge rule. Data, shared by the engine (which fills in CMS texts and links) and the
 * stories, so a design's item set is written once.
 */
import type { StickyFooterVariant } from '../../schemas';
import type { CartBadgeRule, StickyFooterItemId } from './types';

/**
 * Where the centre button's text and image come from: 'search' is the built-in Search button;
 * 'five'…'ten' read designFiveMoreText/Image and the like. Five and seven open their More sheets,
 * the others the search overlay (spec 2.10).
 */
export type DesignCentre = 'search' | 'five' | 'seven' | 'eight' | 'nine' | 'ten';

export type StickyFooterDesign = {
  items: readonly StickyFooterItemId[];
  centre: DesignCentre | null;
  cartBadge: CartBadgeRule;
};

export const STICKY_FOOTER_DESIGNS: Readonly<Record<StickyFooterVariant, StickyFooterDesign>> = {
  one: { items: ['home', 'deals', 'cart', 'profile'], centre: 'search', cartBadge: 'hideZero' },
  two: {
    items: ['home', 'shop', 'deals', 'cart', 'profile'],
    centre: null,
    cartBadge: 'showZero',
  },
  three: { items: ['home', 'shop', 'deals', 'cart', 'menu'], centre: null, cartBadge: 'cap99' },
  four: { items: ['home', 'deals', 'heart', 'cart'], centre: 'search', cartBadge: 'hideZero' },
  five: { items: ['home', 'shop', 'cart', 'profile'], centre: 'five', cartBadge: 'showZero' },
  six: {
    items: ['home', 'deals', 'shop', 'cart', 'profile'],
    centre: null,
    cartBadge: 'hideZero',
  },
  seven: { items: ['home', 'shop', 'cart', 'menu'], centre: 'seven', cartBadge: 'showZero' },
  eight: { items: ['home', 'shop', 'heart', 'cart'], centre: 'eight', cartBadge: 'hideZero' },
  nine: { items: ['home', 'deals', 'cart', 'profile'], centre: 'nine', cartBadge: 'showZero' },
  ten: { items: ['home', 'shop', 'cart', 'menu'], centre: 'ten', cartBadge: 'hideZero' },
};
