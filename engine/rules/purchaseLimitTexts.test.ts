import { describe, expect, it } from 'vitest';
import type { PurchaseLimit } from '../../schemas';
import { limitUsage, overLimits, type LimitLine } from './purchaseLimits';
import {
  formatLeft,
  formatLimitAmount,
  limitLineText,
  limitsFinePrint,
  meterText,
  meterValueText,
  overLimitText,
  refusalText,
  uncountedText,
} from './purchaseLimitTexts';

const flower: PurchaseLimit = {
  id: 'flower',
  label: 'Flower',
  measure: 'GRAMS',
  amount: 70.87,
  categories: ['FLOWER'],
};
const line = (name: string, category: string, option: string, quantity = 1): LimitLine => ({
  product: { name, category },
  option,
  quantity,
});

describe('amounts (to 0.1 of the unit; what is left rounded down)', () => {
  it.each([
    [70.87, 'GRAMS', '70.9 g', '70.8 g'],
    [3.45, 'GRAMS', '3.5 g', '3.4 g'],
    [3.4, 'GRAMS', '3.4 g', '3.4 g'],
    [28, 'GRAMS', '28 g', '28 g'],
    [0, 'GRAMS', '0 g', '0 g'],
    [-1, 'GRAMS', '0 g', '0 g'],
    [1000, 'THC_MILLIGRAMS', '1,000 mg', '1,000 mg'],
  ] as const)('%s %s', (value, measure, amount, left) => {
    expect(formatLimitAmount(value, measure)).toBe(amount);
    expect(formatLeft(value, measure)).toBe(left);
  });
});

describe('refusalText (the error toast)', () => {
  const refusal = {
    limitId: 'flower',
    label: 'Flower',
    measure: 'GRAMS',
    amount: 70.87,
    adding: 7,
  } as const;
  it.each([
    [
      'Michigan',
      3.45,
      'This would go over Michigan’s Flower limit: 70.9 g per order. You can add 3.4 g more.',
    ],
    [
      'Michigan',
      0.04,
      'This would go over Michigan’s Flower limit: 70.9 g per order. Your cart is already at that limit.',
    ],
    ['', 1, 'This would go over the Flower limit: 70.9 g per order. You can add 1 g more.'],
  ])('%j with %s left', (jurisdiction, left, expected) => {
    expect(refusalText({ jurisdiction }, { ...refusal, left })).toBe(expected);
  });
});

describe('overLimitText (after a store or menu-type switch)', () => {
  const cart = [
    line('Blue Dream', 'FLOWER', '3.5g', 3),
    line('Gelato #41', 'FLOWER', '7g', 9),
    line('Gummies', 'EDIBLES', 'N/A', 2),
  ];
  it('names the limit, the menu type and the lines, then what to do', () => {
    const active = { jurisdiction: 'Arizona', menuType: 'MEDICAL' } as const;
    expect(overLimitText(active, overLimits([flower], cart))).toBe(
      'Your cart is over Arizona’s medical Flower limit (70.9 g per order; it holds 73.5 g): ' +
        'Blue Dream 3.5g × 3, Gelato #41 7g × 9. Remove items or lower quantities to check out.',
    );
  });
  it('is null when the cart fits', () => {
    const active = { jurisdiction: 'Arizona', menuType: 'RECREATIONAL' } as const;
    expect(overLimitText(active, overLimits([flower], cart.slice(0, 1)))).toBeNull();
  });
  it.each([
    [line('Blue Dream', 'FLOWER', '3.5g', 3), 'Blue Dream 3.5g × 3'],
    [line('Gummies', 'EDIBLES', 'N/A', 2), 'Gummies × 2'],
    [line('Shatter', 'CONCENTRATES', ' 1g ', 1), 'Shatter 1g × 1'],
  ])('line %#', (item, expected) => {
    expect(limitLineText(item)).toBe(expected);
  });
});

describe('meter texts', () => {
  const concentrate: PurchaseLimit = {
    ...flower,
    id: 'concentrate',
    label: 'Concentrate',
    amount: 5,
    categories: ['VAPORIZERS'],
  };
  it.each([
    [
      flower,
      [line('Blue Dream', 'FLOWER', '3.5g', 3)],
      '10.5 g / 70.9 g',
      '10.5 g of 70.9 g per order',
      null,
    ],
    [
      concentrate,
      [line('Cart', 'VAPORIZERS', '1g', 6), line('Battery', 'VAPORIZERS', 'N/A')],
      '6 g / 5 g',
      '6 g of 5 g per order, over the limit',
      'Not counted, weight unknown: Battery.',
    ],
  ])('%#', (limit, cart, text, valueText, note) => {
    const [usage] = limitUsage([limit], cart);
    if (!usage) throw new Error('no usage');
    expect(meterText(usage)).toBe(text);
    expect(meterValueText(usage)).toBe(valueText);
    expect(uncountedText(usage)).toBe(note);
  });

  it('says THC content where a THC limit could not count', () => {
    const thc: PurchaseLimit = { ...flower, measure: 'THC_MILLIGRAMS', categories: ['EDIBLES'] };
    const [usage] = limitUsage([thc], [line('Mints', 'EDIBLES', 'N/A')]);
    if (!usage) throw new Error('no usage');
    expect(uncountedText(usage)).toBe('Not counted, THC content unknown: Mints.');
  });

  it.each([
    [
      { jurisdiction: 'Michigan', source: 'R 420.507', menuType: 'RECREATIONAL' },
      'Michigan limits for recreational orders. Source: R 420.507',
    ],
    [{ jurisdiction: '', source: '  ', menuType: 'MEDICAL' }, 'Limits for medical orders.'],
  ] as const)('fine print %#', (active, expected) => {
    expect(limitsFinePrint(active)).toBe(expected);
  });
});
