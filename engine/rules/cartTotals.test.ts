import { describe, expect, it } from 'vitest';
import { cartTotals, lineSubtotal, roundCents, showsDiscount } from './cartTotals';

const special = { specialName: '10% off Flower', specialSlug: 'flower-friday' };
const line = (price: number, quantity: number, onSpecial = false) => ({
  price,
  quantity,
  specialDiscount: onSpecial ? special : null,
});

describe('cartTotals (spec 2.12: subtotal, taxes, discount, total, counter)', () => {
  it.each([
    [
      'an empty cart',
      [],
      { subtotal: 0, discountAmount: 0, taxAmount: 0, totalAmount: 0, cartCounter: 0 },
    ],
    [
      'one line, no special',
      [line(30, 2)],
      { subtotal: 60, discountAmount: 0, taxAmount: 3.6, totalAmount: 63.6, cartCounter: 2 },
    ],
    [
      'a line under a special takes 10% off before tax',
      [line(40, 1, true)],
      { subtotal: 40, discountAmount: 4, taxAmount: 2.16, totalAmount: 38.16, cartCounter: 1 },
    ],
    [
      'mixed lines round to cents',
      [line(19.99, 3), line(12.5, 1, true), line(0.1, 2)],
      {
        subtotal: 72.67,
        discountAmount: 1.25,
        taxAmount: 4.29,
        totalAmount: 75.71,
        cartCounter: 6,
      },
    ],
  ])('%s', (_name, lines, expected) => {
    expect(cartTotals(lines)).toEqual(expected);
  });

  it('takes other rates', () => {
    expect(
      cartTotals([line(100, 1, true)], { taxRate: 0, specialDiscountRate: 0.25 }),
    ).toMatchObject({ discountAmount: 25, taxAmount: 0, totalAmount: 75 });
  });
});

describe('showsDiscount (only above 0)', () => {
  it.each([
    [0, false],
    [0.01, true],
    [12, true],
    [-1, false],
  ])('%s → %s', (discountAmount, expected) => {
    expect(showsDiscount({ discountAmount })).toBe(expected);
  });
});

describe('line subtotals', () => {
  it.each([
    [line(19.99, 3), 59.97],
    [line(0.1, 3), 0.3],
  ])('line subtotal %o → %s', (priced, expected) => {
    expect(lineSubtotal(priced)).toBe(expected);
    expect(roundCents(expected)).toBe(expected);
  });
});
