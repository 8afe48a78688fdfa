import { describe, expect, it } from 'vitest';
import { isOfferOpen, withOfferOpen } from './offerHistory';

describe('offer history state', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['checkoutOffer', false],
    [{ checkoutOffer: 'yes' }, false],
    [{ checkoutOffer: true }, true],
  ])('%j is open: %s', (state, expected) => {
    expect(isOfferOpen(state)).toBe(expected);
  });

  it('keeps the entry state it marks', () => {
    const marked = withOfferOpen({ from: '/deals' });
    expect(marked).toEqual({ from: '/deals', checkoutOffer: true });
    expect(isOfferOpen(marked)).toBe(true);
    expect(isOfferOpen(withOfferOpen(null))).toBe(true);
  });
});
