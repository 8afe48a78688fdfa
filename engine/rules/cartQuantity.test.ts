import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantityFor, quantityChoices } from './cartQuantity';

describe('maxQuantityFor (spec 5: from the option and the product, default 20)', () => {
  it.each([
    [undefined, undefined, 20],
    [null, null, 20],
    [8, undefined, 8],
    [undefined, 5, 5],
    [8, 5, 5],
    [5, 8, 8],
    [0, undefined, 20],
    [Number.NaN, 3, 3],
    [6.9, undefined, 6],
    [-2, -2, 20],
    // An API may raise the maximum above 20 (spec 9), never beyond the hard ceiling.
    [50, undefined, 50],
    [1e9, undefined, 100],
    [undefined, Number.POSITIVE_INFINITY, 20],
  ])('product %s, option %s → %s', (product, option, expected) => {
    expect(maxQuantityFor(product, option)).toBe(expected);
  });
});

describe('clampQuantity (spec 9: default 1, maximum 20)', () => {
  it.each([
    [1, undefined, 1],
    [20, undefined, 20],
    [21, undefined, 20],
    [0, undefined, 1],
    [-3, undefined, 1],
    [2.7, undefined, 2],
    [Number.NaN, undefined, 1],
    [Number.POSITIVE_INFINITY, undefined, 1],
    [8, 5, 5],
    [3, 0, 1],
    [500, 1e9, 100],
    [7, Number.NaN, 7],
  ])('%s with max %s → %s', (quantity, max, expected) => {
    expect(clampQuantity(quantity, max)).toBe(expected);
  });
});

describe('quantityChoices (spec 2.12: 1 to maxQuantity)', () => {
  it.each([
    [20, 20, 20],
    [3, 3, 3],
    [1, 1, 1],
    [0, 1, 1],
    [1e9, 100, 100],
    [Number.POSITIVE_INFINITY, 100, 100],
  ])('max %s → %s choices ending at %s', (max, length, last) => {
    const choices = quantityChoices(max);
    expect(choices).toHaveLength(length);
    expect(choices[0]).toBe(1);
    expect(choices.at(-1)).toBe(last);
  });
});
