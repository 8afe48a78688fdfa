import { describe, expect, it } from 'vitest';
import { cartLineWeight, productHref } from './cartLine';

describe('cartLineWeight (spec 2.12: "Weight :" except for EDIBLES or N/A)', () => {
  it.each([
    ['FLOWER', '3.5g', '3.5g'],
    ['FLOWER', ' 1/8 oz ', '1/8 oz'],
    ['EDIBLES', '100mg', null],
    ['Edibles', '100mg', null],
    [' edibles ', '10 pack', null],
    ['ACCESSORIES', 'N/A', null],
    ['TOPICALS', 'n/a', null],
    ['PRE_ROLLS', '', null],
    ['Pre-Rolls', '1g', '1g'],
  ])('%j %j → %j', (category, option, expected) => {
    expect(cartLineWeight(category, option)).toBe(expected);
  });
});

describe('productHref', () => {
  it.each([
    ['blue-dream', '/product/blue-dream'],
    ['gelato #33', '/product/gelato%20%2333'],
  ])('%s → %s', (slug, href) => {
    expect(productHref(slug)).toBe(href);
  });
});
