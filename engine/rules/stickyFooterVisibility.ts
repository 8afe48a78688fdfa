import { stickyFooterHiddenOn } from '../routing/stickyFooter';
import { normalisePathname } from '../routing/shopPath';

/** Spec §9 footer scroll thresholds. */
export const CART_SCROLL_THRESHOLD = 50;
export const SCROLL_THRESHOLD = 300;
export const BOTTOM_TOLERANCE = 10;

/** 'absent': not rendered on this path; 'shown' / 'hidden': rendered, slid in or out. */
export type StickyFooterVisibility = 'absent' | 'shown' | 'hidden';

export type StickyFooterScrollInput = {
  pathname: string;
  /** window.scrollY now and at the previous scroll event: their difference is the direction. */
  scrollY: number;
  lastScrollY: number;
  viewportHeight: number;
  documentHeight: number;
  /** What the bar did before; kept when the page has not scrolled (a resize, a re-render). */
  previous: 'shown' | 'hidden';
};

/**
 * Spec 2.10 "Visibility": never on /product pages or chat threads; always on /menu-profile; on
 * /cart shown at the top, hidden near the bottom or when scrolling down past 50 px; elsewhere
 * shown above 300 px and hidden while scrolling down (so shown again when scrolling up).
 */
export function stickyFooterVisibility(input: StickyFooterScrollInput): StickyFooterVisibility {
  const path = normalisePathname(input.pathname);
  if (stickyFooterHiddenOn(path)) return 'absent';
  if (path === '/menu-profile') return 'shown';

  const y = Math.max(0, input.scrollY);
  const down = y > input.lastScrollY;
  const still = y === input.lastScrollY;

  if (path === '/cart') {
    if (y <= 0) return 'shown';
    if (y + input.viewportHeight >= input.documentHeight - BOTTOM_TOLERANCE) return 'hidden';
    if (down && y > CART_SCROLL_THRESHOLD) return 'hidden';
    return still ? input.previous : 'shown';
  }

  if (y < SCROLL_THRESHOLD) return 'shown';
  if (down) return 'hidden';
  return still ? input.previous : 'shown';
}
