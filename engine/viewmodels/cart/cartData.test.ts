import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../schemas';
import { addToCart, createCartStore } from '../../stores/cart';
import { cartLineData, cartTotalsData, cartViewFrom, findLine, storeSummaryFrom } from './cartData';

const links = { dealsVersion: 'v1' as const, brandList: [] };

const item = (over: Partial<CartItem> = {}): CartItem => ({
  productId: 'p-001',
  product: {
    slug: 'blue-dream',
    image: '/images/products/flower-1.svg',
    name: 'Blue Dream',
    category: 'FLOWER',
  },
  option: '3.5g',
  quantity: 2,
  maxQuantity: 20,
  price: 35,
  specialDiscount: null,
  ...over,
});

describe('cartLineData (spec 2.12)', () => {
  it('formats a plain line', () => {
    expect(cartLineData(item(), links)).toEqual({
      key: 'p-001::3.5g',
      name: 'Blue Dream',
      image: '/images/products/flower-1.svg',
      href: '/product/blue-dream',
      weight: '3.5g',
      price: '$35.00',
      lineTotal: '$70.00',
      quantity: 2,
      maxQuantity: 20,
      special: null,
    });
  });

  it.each([
    ['an edible', item({ product: { ...item().product, category: 'EDIBLES' } }), null],
    ['an N/A option', item({ option: 'N/A' }), null],
    ['a weighed product', item({ option: '7g' }), '7g'],
  ])('weight of %s', (_name, line, weight) => {
    expect(cartLineData(line, links).weight).toBe(weight);
  });

  it.each([
    [
      { specialName: 'Flower Fridays', specialSlug: 'flower-fridays' },
      { name: 'Flower Fridays', href: '/search/deals/flower-fridays' },
    ],
    [
      { specialName: '', specialSlug: 'bogo' },
      { name: 'bogo', href: '/search/deals/bogo' },
    ],
    [{ specialName: 'Broken', specialSlug: '  ' }, null],
    [null, null],
  ])('special link for %o', (specialDiscount, expected) => {
    expect(cartLineData(item({ specialDiscount }), links).special).toEqual(expected);
  });
});

describe('cartTotalsData (discount only above 0)', () => {
  it.each([
    [
      { subtotal: 40, taxAmount: 2.16, discountAmount: 4, totalAmount: 38.16, cartCounter: 1 },
      { subtotal: '$40.00', taxes: '$2.16', discount: '−$4.00', total: '$38.16' },
    ],
    [
      { subtotal: 40, taxAmount: 2.4, discountAmount: 0, totalAmount: 42.4, cartCounter: 1 },
      { subtotal: '$40.00', taxes: '$2.40', discount: null, total: '$42.40' },
    ],
  ])('%o', (totals, expected) => {
    expect(cartTotalsData(totals)).toEqual(expected);
  });
});

describe('storeSummaryFrom (the order strip wording, spec 2.6)', () => {
  it.each([
    [{ kind: 'loading' } as const, { kind: 'loading' }],
    [{ kind: 'select' } as const, { kind: 'select', href: '/find-a-dispensary' }],
    [
      {
        kind: 'selected',
        atText: 'Pickup at: Ferndale',
        text: 'Pickup from 1 Main St',
        mobileLabel: 'Pickup from',
        mobilePlace: '1 Main St',
      } as const,
      {
        kind: 'selected',
        heading: 'Pickup at: Ferndale',
        detail: 'Pickup from 1 Main St',
        changeHref: '/find-a-dispensary',
      },
    ],
  ])('%o', (strip, expected) => {
    expect(storeSummaryFrom(strip)).toEqual(expected);
  });
});

describe('cartViewFrom', () => {
  it('counts quantities and follows the store totals', () => {
    const cart = createCartStore();
    addToCart(cart, item(), { quantity: 2 });
    addToCart(cart, item({ productId: 'p-002', option: '1g', price: 10 }));
    const view = cartViewFrom(cart, links);
    expect(view.itemCount).toBe(3);
    expect(view.lines.map((line) => line.key)).toEqual(['p-001::3.5g', 'p-002::1g']);
    expect(view.totals).toEqual({
      subtotal: '$80.00',
      taxes: '$4.80',
      discount: null,
      total: '$84.80',
    });
    expect(findLine(cart.cartList, 'p-002::1g')?.price).toBe(10);
    expect(findLine(cart.cartList, 'nope')).toBeUndefined();
  });
});
