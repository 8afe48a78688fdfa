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

  it('reads as en-US currency formatting does, ties and large amounts included', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 99999.5, 1e6 + 0.125];
    // A fixed sequence (a linear congruential generator): the same amounts on every run.
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push((seed % 10_000_000) / 1000, (seed % 100_000) / 100);
    }
    for (const amount of amounts)
      expect(formatPrice(amount), String(amount)).toBe(usd.format(amount));
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
