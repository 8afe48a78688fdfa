import { describe, expect, it } from 'vitest';
import type { PurchaseLimit, PurchaseLimitsCms } from '../../schemas';
import {
  GRAMS_PER_OUNCE,
  activeLimits,
  checkAddition,
  limitUsage,
  overLimits,
  packageThcMg,
  parseWeightGrams,
  touchedLimits,
  unitAmount,
  type LimitLine,
} from './purchaseLimits';

const flower: PurchaseLimit = {
  id: 'cannabis',
  label: 'Cannabis',
  measure: 'GRAMS',
  amount: 70.87,
  categories: ['FLOWER', 'PRE_ROLLS', 'VAPORIZERS', 'CONCENTRATES'],
};
const concentrate: PurchaseLimit = {
  id: 'concentrate',
  label: 'Concentrate',
  measure: 'GRAMS',
  amount: 15,
  categories: ['VAPORIZERS', 'CONCENTRATES'],
};
const edibleThc: PurchaseLimit = {
  id: 'edibles',
  label: 'THC in edibles',
  measure: 'THC_MILLIGRAMS',
  amount: 800,
  categories: ['EDIBLES'],
};

const line = (
  name: string,
  category: string,
  option: string,
  quantity = 1,
  extra: Partial<LimitLine['product']> = {},
): LimitLine => ({ product: { name, category, ...extra }, option, quantity });

describe('parseWeightGrams (the option label as a weight)', () => {
  it.each([
    ['3.5g', 3.5],
    ['1g', 1],
    ['0.5g', 0.5],
    ['.5 g', 0.5],
    ['28g', 28],
    ['7 grams', 7],
    ['3.5G', 3.5],
    ['1/8 oz', GRAMS_PER_OUNCE / 8],
    ['1/4 oz', GRAMS_PER_OUNCE / 4],
    ['1/2oz', GRAMS_PER_OUNCE / 2],
    ['1 oz', GRAMS_PER_OUNCE],
    ['2.5 ounces', 2.5 * GRAMS_PER_OUNCE],
    [' 14g ', 14],
    ['N/A', null],
    ['', null],
    ['100mg', null],
    ['30ml', null],
    ['1/0 oz', null],
    ['0g', null],
    ['10-pack', null],
  ])('%j → %s', (label, grams) => {
    const parsed = parseWeightGrams(label);
    if (grams === null) expect(parsed).toBeNull();
    else expect(parsed).toBeCloseTo(grams, 9);
  });
});

describe('packageThcMg (only potency per package, in mg)', () => {
  const potency = (unit: 'PERCENT' | 'MILLIGRAMS', thc: number | null, thca: number | null) => ({
    unit,
    thc,
    thca,
    cbd: null,
    thcPerServing: null,
    cbdPerServing: null,
    totalThc: thca === null ? thc : (thc ?? 0) + 0.877 * thca,
  });
  it.each([
    ['no potency', null, null],
    ['a share of weight', potency('PERCENT', 21.4, null), null],
    ['mg in the package', potency('MILLIGRAMS', 100, null), 100],
    ['mg unknown', potency('MILLIGRAMS', null, null), null],
  ])('%s', (_name, value, expected) => {
    expect(packageThcMg(value)).toBe(expected);
  });
});

describe('unitAmount (one unit toward one limit)', () => {
  it.each([
    ['a weighed option', flower, line('Blue Dream', 'FLOWER', '3.5g'), 3.5],
    ['an ounce label', flower, line('Sour Diesel', 'FLOWER', '1 oz'), GRAMS_PER_OUNCE],
    ['a category spelled otherwise', flower, line('Pre-roll', 'Pre-Rolls', '1g'), 1],
    ['a category the limit leaves out', flower, line('Gummies', 'EDIBLES', 'N/A'), null],
    ['no weight in the label', concentrate, line('Battery', 'VAPORIZERS', 'N/A'), 'unknown'],
    [
      'the product’s own weight',
      concentrate,
      line('Cart', 'VAPORIZERS', 'N/A', 1, { weightGrams: 0.5 }),
      0.5,
    ],
    ['THC per package', edibleThc, line('Gummies', 'EDIBLES', 'N/A', 1, { thcMg: 100 }), 100],
    ['THC unknown', edibleThc, line('Gummies', 'EDIBLES', 'N/A', 1, { thcMg: null }), 'unknown'],
    ['THC absent (an older cart)', edibleThc, line('Mints', 'EDIBLES', 'N/A'), 'unknown'],
  ])('%s', (_name, limit, item, expected) => {
    const amount = unitAmount(limit, item);
    if (typeof expected === 'number') expect(amount).toBeCloseTo(expected, 9);
    else expect(amount).toBe(expected);
  });
});

describe('limitUsage (totals and what is left)', () => {
  const cart = [
    line('Blue Dream', 'FLOWER', '3.5g', 3),
    line('Live Rosin', 'CONCENTRATES', '1g', 2),
    line('Battery', 'VAPORIZERS', 'N/A'),
    line('Gummies', 'EDIBLES', 'N/A', 2, { thcMg: 100 }),
  ];

  it('counts each limit’s lines and sets aside the unknown ones', () => {
    const [all, conc, thc] = limitUsage([flower, concentrate, edibleThc], cart);
    expect(all?.used).toBeCloseTo(12.5, 9);
    expect(all?.left).toBeCloseTo(58.37, 9);
    expect(all?.counted.map(({ line: l, amount }) => [l.product.name, amount])).toEqual([
      ['Blue Dream', 10.5],
      ['Live Rosin', 2],
    ]);
    expect(all?.uncounted.map((l) => l.product.name)).toEqual(['Battery']);
    expect(conc).toMatchObject({ used: 2, left: 13, over: false });
    expect(thc).toMatchObject({ used: 200, left: 600, over: false });
  });

  it('shows only the limits the cart touches', () => {
    const flowerOnly = [line('Blue Dream', 'FLOWER', '3.5g')];
    const touched = touchedLimits(limitUsage([flower, concentrate, edibleThc], flowerOnly));
    expect(touched.map((usage) => usage.limit.id)).toEqual(['cannabis']);
    expect(touchedLimits(limitUsage([flower], []))).toEqual([]);
  });
});

describe('checkAddition (refused before the cart changes)', () => {
  const limits = [flower, concentrate, edibleThc];
  it.each([
    ['fits', [line('Blue Dream', 'FLOWER', '3.5g', 2)], line('Runtz', 'FLOWER', '7g'), 1, null],
    [
      'goes over, naming the first limit broken',
      [line('Sour Diesel', 'FLOWER', '28g', 2)],
      line('Blue Dream', 'FLOWER', '7g'),
      3,
      { limitId: 'cannabis', label: 'Cannabis', amount: 70.87, left: 14.87, adding: 21 },
    ],
    [
      'a concentrate under the total but over its own limit',
      [line('Shatter', 'CONCENTRATES', '1g', 14)],
      line('Live Rosin', 'CONCENTRATES', '1g'),
      2,
      { limitId: 'concentrate', label: 'Concentrate', amount: 15, left: 1, adding: 2 },
    ],
    [
      'exactly at the limit, as 2.5 oz typed as 70.87 g',
      [line('Eighth', 'FLOWER', '1/8 oz', 19)],
      line('Eighth', 'FLOWER', '1/8 oz'),
      1,
      null,
    ],
    [
      'THC in mg × quantity',
      [line('Gummies', 'EDIBLES', 'N/A', 7, { thcMg: 100 })],
      line('Chews', 'EDIBLES', 'N/A', 1, { thcMg: 100 }),
      2,
      { limitId: 'edibles', label: 'THC in edibles', amount: 800, left: 100, adding: 200 },
    ],
    [
      'an unknown amount counts as nothing',
      [line('Sour Diesel', 'FLOWER', '28g', 2)],
      line('Pre-roll pack', 'PRE_ROLLS', 'N/A'),
      5,
      null,
    ],
    [
      'a category no limit covers',
      [line('Sour Diesel', 'FLOWER', '28g', 3)],
      line('Lighter', 'ACCESSORIES', 'N/A'),
      1,
      null,
    ],
  ])('%s', (_name, cart, candidate, quantity, expected) => {
    const refusal = checkAddition(limits, cart, candidate, quantity);
    if (expected === null) expect(refusal).toBeNull();
    else {
      expect(refusal).toMatchObject({ ...expected, left: expect.any(Number) });
      expect(refusal?.left).toBeCloseTo(expected.left, 9);
    }
  });
});

describe('overLimits (after the rules change)', () => {
  const cart = [
    line('Blue Dream', 'FLOWER', '3.5g', 3),
    line('Gelato #41', 'FLOWER', '7g', 2),
    line('Live Rosin', 'CONCENTRATES', '1g', 6),
    line('Gummies', 'EDIBLES', 'N/A', 1, { thcMg: 100 }),
  ];
  const arizona = { ...flower, amount: 28.35 };
  const arizonaConcentrate = { ...concentrate, amount: 5 };

  it.each([
    ['fits every limit', [flower, concentrate], []],
    [
      'over the total and the concentrate limits',
      [arizona, arizonaConcentrate],
      ['cannabis', 'concentrate'],
    ],
    ['over the concentrate limit only', [flower, arizonaConcentrate], ['concentrate']],
    ['no limits', [], []],
  ])('%s', (_name, limits, ids) => {
    expect(overLimits(limits, cart).map((usage) => usage.limit.id)).toEqual(ids);
  });

  it('lists the lines that count toward a limit it is over', () => {
    const [over] = overLimits([arizona], cart);
    expect(over?.used).toBeCloseTo(30.5, 9);
    expect(over?.counted.map(({ line: l }) => l.product.name)).toEqual([
      'Blue Dream',
      'Gelato #41',
      'Live Rosin',
    ]);
  });
});

describe('activeLimits (the setting, per menu type)', () => {
  const settings: PurchaseLimitsCms = {
    enabled: true,
    jurisdiction: 'Arizona',
    source: 'A.R.S. § 36-2852',
    RECREATIONAL: [flower],
    MEDICAL: [],
  };
  it.each([
    ['on, recreational', settings, 'RECREATIONAL', ['cannabis']],
    ['on, a menu type without limits', settings, 'MEDICAL', null],
    ['off', { ...settings, enabled: false }, 'RECREATIONAL', null],
  ] as const)('%s', (_name, value, menuType, ids) => {
    const active = activeLimits(value, menuType);
    expect(active === null ? null : active.limits.map((limit) => limit.id)).toEqual(ids);
  });
});
