import { describe, expect, it } from 'vitest';
import type { ActiveLimits, LimitLine } from '../../rules/purchaseLimits';
import { overLimitAfterSwitch, overLimitReason, purchaseLimitsData } from './purchaseLimitsData';

const active: ActiveLimits = {
  jurisdiction: 'Arizona',
  source: 'A.R.S. § 36-2852',
  menuType: 'RECREATIONAL',
  limits: [
    {
      id: 'cannabis',
      label: 'Cannabis',
      measure: 'GRAMS',
      amount: 28.35,
      categories: ['FLOWER', 'CONCENTRATES'],
    },
    {
      id: 'concentrate',
      label: 'Concentrate',
      measure: 'GRAMS',
      amount: 5,
      categories: ['CONCENTRATES'],
    },
  ],
};
const line = (name: string, category: string, option: string, quantity = 1): LimitLine => ({
  product: { name, category },
  option,
  quantity,
});

describe('purchaseLimitsData (the cart meters)', () => {
  it('shows a meter only for the limits the cart touches', () => {
    expect(purchaseLimitsData(active, [line('Blue Dream', 'FLOWER', '3.5g', 2)])).toEqual({
      meters: [
        {
          id: 'cannabis',
          label: 'Cannabis',
          used: 7,
          amount: 28.4,
          text: '7 g / 28.4 g',
          valueText: '7 g of 28.4 g per order',
          over: false,
          note: null,
        },
      ],
      finePrint: 'Arizona limits for recreational orders. Source: A.R.S. § 36-2852',
    });
  });

  it('keeps aria-valuenow within the limit when the cart is over it', () => {
    const data = purchaseLimitsData(active, [line('Shatter', 'CONCENTRATES', '1g', 7)]);
    expect(data?.meters.map(({ id, used, amount, over }) => [id, used, amount, over])).toEqual([
      ['cannabis', 7, 28.4, false],
      ['concentrate', 5, 5, true],
    ]);
  });

  it.each([
    ['the setting is off', null, [line('Blue Dream', 'FLOWER', '3.5g')]],
    ['the cart is empty', active, []],
    ['no line is in a limit’s categories', active, [line('Gummies', 'EDIBLES', 'N/A')]],
  ])('shows nothing when %s', (_name, limits, lines) => {
    expect(purchaseLimitsData(limits, lines)).toBeNull();
  });
});

describe('overLimitReason (checkout’s disabled reason)', () => {
  it.each([
    ['a cart that fits', [line('Blue Dream', 'FLOWER', '3.5g')], null],
    [
      'a cart over a limit',
      [line('Shatter', 'CONCENTRATES', '1g', 6)],
      'Your cart is over Arizona’s recreational Concentrate limit (5 g per order; it holds 6 g): ' +
        'Shatter 1g × 6. Remove items or lower quantities to check out.',
    ],
  ])('%s', (_name, lines, expected) => {
    expect(overLimitReason(active, lines)).toBe(expected);
    expect(overLimitReason(null, lines)).toBeNull();
  });
});

describe('overLimitAfterSwitch (the warning after a store or menu-type switch)', () => {
  const settings = {
    enabled: true,
    jurisdiction: 'Arizona',
    source: '',
    RECREATIONAL: active.limits.slice(1),
    MEDICAL: [],
  };
  const cart = [line('Shatter', 'CONCENTRATES', '1g', 6)];
  it.each([
    [
      'the new menu type’s limits',
      settings,
      'RECREATIONAL',
      /^Your cart is over Arizona’s recreational Concentrate limit/,
    ],
    ['a menu type without limits', settings, 'MEDICAL', null],
    ['the setting off', { ...settings, enabled: false }, 'RECREATIONAL', null],
  ] as const)('%s', (_name, value, menuType, expected) => {
    const reason = overLimitAfterSwitch(value, menuType, cart);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });
});
