import { describe, expect, it } from 'vitest';
import { formatPrice, lowestPrice } from './price';

describe('formatPrice (spec 9: $ with 2 decimals)', () => {
  it.each([
    [12, '$12.00'],
    [12.5, '$12.50'],
    [0.1 + 0.2, '$0.30'],
    [9.999, '$10.00'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-5, '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('%s → %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});

describe('lowestPrice', () => {
  it.each([
    [{ price: 40, options: [] }, 40],
    [{ price: 40, options: [{ price: 35 }, { price: 12 }, { price: 65 }] }, 12],
    [{ price: 40, options: [{ price: 0 }, { price: 30 }] }, 30],
    [{ price: 40, options: [{ price: 0 }] }, 40],
  ])('%j → %s', (product, price) => {
    expect(lowestPrice(product)).toBe(price);
  });
});
