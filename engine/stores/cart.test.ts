import { describe, expect, it } from 'vitest';
import {
  addToCart,
  clampQuantity,
  clearCart,
  createCartStore,
  removeFromCart,
  setCartTotals,
  setQuantity,
  type NewCartItem,
} from './cart';
import { cartCount } from './selectors';

const item = (productId: string, option = '1/8 oz'): NewCartItem => ({
  productId,
  product: { slug: productId, image: '', name: `Product ${productId}`, category: 'Flower' },
  option,
  price: 30,
  specialDiscount: null,
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
  ])('%s with max %s → %s', (quantity, max, expected) => {
    expect(clampQuantity(quantity, max)).toBe(expected);
  });
});

describe('cart actions', () => {
  it('starts empty with a zero counter', () => {
    const cart = createCartStore();
    expect(cart.cartList).toEqual([]);
    expect(cart.totals.cartCounter).toBe(0);
  });

  it('adds a line with quantity 1 and merges the same product and option', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1'));
    addToCart(cart, item('p1'), { quantity: 2 });
    addToCart(cart, item('p1', '1/4 oz'));
    expect(cart.cartList.map((line) => [line.productId, line.option, line.quantity])).toEqual([
      ['p1', '1/8 oz', 3],
      ['p1', '1/4 oz', 1],
    ]);
    expect(cart.totals.cartCounter).toBe(4);
    expect(cartCount(cart)).toBe(4);
  });

  it('never goes past the maximum when adding', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1'), { quantity: 19 });
    addToCart(cart, item('p1'), { quantity: 5 });
    addToCart(cart, item('p2'), { quantity: 9, max: 3 });
    expect(cart.cartList.map((line) => line.quantity)).toEqual([20, 3]);
  });

  it('sets a quantity within 1..max', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1'));
    setQuantity(cart, 'p1', 7);
    expect(cart.cartList[0]?.quantity).toBe(7);
    setQuantity(cart, 'p1', 0);
    expect(cart.cartList[0]?.quantity).toBe(1);
    setQuantity(cart, 'p1', 50);
    expect(cart.cartList[0]?.quantity).toBe(20);
    setQuantity(cart, 'p1', 9, { max: 4 });
    expect(cart.totals.cartCounter).toBe(4);
  });

  it('sets the quantity of one option only when told which', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1', 'a'));
    addToCart(cart, item('p1', 'b'));
    setQuantity(cart, 'p1', 5, { option: 'b' });
    expect(cart.cartList.map((line) => line.quantity)).toEqual([1, 5]);
  });

  it('removes one option, or every line of a product', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1', 'a'));
    addToCart(cart, item('p1', 'b'));
    addToCart(cart, item('p2'));
    removeFromCart(cart, 'p1', 'a');
    expect(cart.cartList.map((line) => `${line.productId}:${line.option}`)).toEqual([
      'p1:b',
      'p2:1/8 oz',
    ]);
    removeFromCart(cart, 'p1');
    expect(cart.cartList.map((line) => line.productId)).toEqual(['p2']);
    expect(cart.totals.cartCounter).toBe(1);
  });

  it('clears lines and totals', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1'), { quantity: 2 });
    setCartTotals(cart, {
      subtotal: 60,
      taxAmount: 6,
      discountAmount: 0,
      totalAmount: 66,
      cartCounter: 99,
    });
    expect(cart.totals).toMatchObject({ subtotal: 60, cartCounter: 2 });
    clearCart(cart);
    expect(cart.cartList).toEqual([]);
    expect(cart.totals).toEqual({
      subtotal: 0,
      taxAmount: 0,
      discountAmount: 0,
      totalAmount: 0,
      cartCounter: 0,
    });
  });

  it('copies its initial data, so two stores never share lines', () => {
    const seed = { cartList: [{ ...item('p1'), quantity: 2 }] };
    const a = createCartStore(seed);
    const b = createCartStore(seed);
    setQuantity(a, 'p1', 5);
    expect(b.cartList[0]?.quantity).toBe(2);
    expect(seed.cartList[0]?.quantity).toBe(2);
    expect(a.totals.cartCounter).toBe(5);
  });
});
