import { describe, expect, it } from 'vitest';
import {
  stickyFooterVisibility,
  type StickyFooterScrollInput,
  type StickyFooterVisibility,
} from './stickyFooterVisibility';

/** A 3000 px page in an 800 px viewport: the bottom is at scrollY 2200. */
const page = (
  pathname: string,
  scrollY: number,
  lastScrollY: number,
  previous: 'shown' | 'hidden' = 'shown',
): StickyFooterScrollInput => ({
  pathname,
  scrollY,
  lastScrollY,
  viewportHeight: 800,
  documentHeight: 3000,
  previous,
});

describe('stickyFooterVisibility (spec 2.10, §9)', () => {
  it.each<[string, StickyFooterScrollInput, StickyFooterVisibility]>([
    ['never on /product', page('/product', 0, 0), 'absent'],
    ['never below /product', page('/product/blue-dream', 0, 0), 'absent'],
    ['never below /product, trailing slash', page('/product/blue-dream/', 900, 100), 'absent'],
    ['never on a chat thread', page('/chat-with-retailer/42', 0, 0), 'absent'],
    ['on the chat list itself', page('/chat-with-retailer', 0, 0), 'shown'],
    ['/products is not /product', page('/products', 0, 0), 'shown'],
    ['/menu-profile: no auto-hide, scrolling down', page('/menu-profile', 1200, 400), 'shown'],
    ['/menu-profile: no auto-hide, at the bottom', page('/menu-profile', 2200, 2100), 'shown'],
    ['/cart: at the top', page('/cart', 0, 40), 'shown'],
    ['/cart: scrolling down, not past 50 px', page('/cart', 50, 10), 'shown'],
    ['/cart: scrolling down past 50 px', page('/cart', 51, 10), 'hidden'],
    ['/cart: scrolling up in the middle', page('/cart', 900, 1000, 'hidden'), 'shown'],
    ['/cart: within 10 px of the bottom', page('/cart', 2190, 2300), 'hidden'],
    ['/cart: 11 px from the bottom, scrolling up', page('/cart', 2189, 2300), 'shown'],
    ['/cart: at the bottom', page('/cart', 2200, 2100), 'hidden'],
    ['/cart: not moved keeps hidden', page('/cart', 600, 600, 'hidden'), 'hidden'],
    ['/cart: short page, at the top', { ...page('/cart', 0, 0), documentHeight: 500 }, 'shown'],
    ['/cart/: trailing slash is /cart', page('/cart/', 51, 10), 'hidden'],
    ['elsewhere: at the top', page('/', 0, 0), 'shown'],
    ['elsewhere: under 300 px scrolling down', page('/', 299, 100), 'shown'],
    ['elsewhere: 300 px scrolling down', page('/', 300, 100), 'hidden'],
    ['elsewhere: scrolling down deep', page('/deals', 1500, 1400), 'hidden'],
    ['elsewhere: scrolling up', page('/deals', 1400, 1500, 'hidden'), 'shown'],
    ['elsewhere: not moved keeps hidden', page('/deals', 1400, 1400, 'hidden'), 'hidden'],
    ['elsewhere: not moved keeps shown', page('/deals', 1400, 1400, 'shown'), 'shown'],
    ['elsewhere: back above 300 px', page('/deals', 250, 400, 'hidden'), 'shown'],
    ['elsewhere: bottom is not special', page('/deals', 2200, 2190), 'hidden'],
    ['overscroll above the top counts as the top', page('/', -40, 0, 'hidden'), 'shown'],
  ])('%s', (_, input, expected) => {
    expect(stickyFooterVisibility(input)).toBe(expected);
  });
});
