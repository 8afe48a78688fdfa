import { describe, expect, it } from 'vitest';
import type { CartBadgeRule } from '../types';
import { cartBadgeText, cartCountText } from './cartBadge';

describe('cartBadgeText (spec 2.10, §9)', () => {
  it.each<[number, CartBadgeRule, string | null]>([
    [0, 'hideZero', null],
    [3, 'hideZero', '3'],
    [120, 'hideZero', '120'],
    [0, 'showZero', '0'],
    [7, 'showZero', '7'],
    [120, 'showZero', '120'],
    [0, 'cap99', null],
    [1, 'cap99', '1'],
    [99, 'cap99', '99'],
    [100, 'cap99', '99+'],
    [-2, 'showZero', '0'],
    [-2, 'hideZero', null],
    [2.6, 'hideZero', '2'],
    [Number.NaN, 'showZero', '0'],
  ])('%s items with %s → %s', (count, rule, expected) => {
    expect(cartBadgeText(count, rule)).toBe(expected);
  });
});

describe('cartCountText', () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ['0', '0 items'],
    ['1', '1 item'],
    ['5', '5 items'],
    ['99+', '99+ items'],
  ])('badge %s → %s', (badge, expected) => {
    expect(cartCountText(badge)).toBe(expected);
  });
});
