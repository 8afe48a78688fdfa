import { describe, expect, it } from 'vitest';
import { stickyFooterHiddenOn, stickyFooterVisibleOn } from './stickyFooter';

describe('sticky footer visibility (spec 2.10)', () => {
  it.each([
    ['/product', true],
    ['/product/', true],
    ['/product/blue-dream', true],
    ['/product/blue-dream/reviews', true],
    ['/chat-with-retailer/123', true],
    ['/chat-with-retailer', false],
    ['/products', false],
    ['/', false],
    ['/cart', false],
    ['/menu-profile', false],
    ['/deals', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(stickyFooterHiddenOn(path)).toBe(hidden);
    expect(stickyFooterVisibleOn(path)).toBe(!hidden);
  });
});
