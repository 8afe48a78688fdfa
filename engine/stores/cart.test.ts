import { describe, expect, it } from 'vitest';
import {
  addToCart,
  clearCart,
  createCartStore,
  lineKey,
  onCartChange,
  removeFromCart,
  setCartTotals,
  setQuantity,
  type CartChange,
  type NewCartItem,
} from './cart';
import { cartCount } from './selectors';

const item = (productId: string, option = '1/8 oz', price = 30): NewCartItem => ({
  productId,
  product: { slug: productId, image: '', name: `Product ${productId}`, category: 'FLOWER' },
  option,
  price,
  specialDiscount: null,
});

describe('cart actions', () => {
  it('starts empty with zero totals', () => {
    const cart = createCartStore();
    expect(cart.cartList).toEqual([]);
    expect(cart.totals).toEqual({
      subtotal: 0,
      taxAmount: 0,
      discountAmount: 0,
      totalAmount: 0,
      cartCounter: 0,
    });
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

  it('never goes past the maximum when adding, and the line keeps its maximum', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1'), { quantity: 19 });
    addToCart(cart, item('p1'), { quantity: 5 });
    addToCart(cart, item('p2'), { quantity: 9, max: 3 });
    addToCart(cart, { ...item('p3'), maxQuantity: 4 }, { quantity: 6 });
    expect(cart.cartList.map((line) => [line.quantity, line.maxQuantity])).toEqual([
      [20, 20],
      [3, 3],
      [4, 4],
    ]);
  });

  it('sets a quantity within 1..the line maximum', () => {
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
    addToCart(cart, item('p2'), { max: 2 });
    setQuantity(cart, 'p2', 5);
    expect(cart.cartList[1]?.quantity).toBe(2);
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
    expect(cart.cartList.map(lineKey)).toEqual(['p1::b', 'p2::1/8 oz']);
    removeFromCart(cart, 'p1');
    expect(cart.cartList.map((line) => line.productId)).toEqual(['p2']);
    expect(cart.totals.cartCounter).toBe(1);
  });

  it('keeps every total in step with the lines (spec 2.12)', () => {
    const cart = createCartStore();
    addToCart(cart, item('p1', '1g', 20), { quantity: 2 });
    expect(cart.totals).toEqual({
      subtotal: 40,
      discountAmount: 0,
      taxAmount: 2.4,
      totalAmount: 42.4,
      cartCounter: 2,
    });
    addToCart(cart, {
      ...item('p2', '1g', 10),
      specialDiscount: { specialName: 'Deal', specialSlug: 'deal' },
    });
    expect(cart.totals).toMatchObject({ subtotal: 50, discountAmount: 1, totalAmount: 51.94 });
    removeFromCart(cart, 'p2');
    expect(cart.totals.discountAmount).toBe(0);
  });

  it('re-derives totals when the lines are replaced from outside (storage, seeds)', () => {
    const cart = createCartStore();
    cart.cartList = [{ ...item('p1'), quantity: 3, maxQuantity: 20 }];
    expect(cart.totals).toMatchObject({ subtotal: 90, cartCounter: 3 });
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
    expect(cart.totals).toMatchObject({ subtotal: 60, taxAmount: 6, cartCounter: 2 });
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
    const seed = { cartList: [{ ...item('p1'), quantity: 2, maxQuantity: 20 }] };
    const a = createCartStore(seed);
    const b = createCartStore(seed);
    setQuantity(a, 'p1', 5);
    expect(b.cartList[0]?.quantity).toBe(2);
    expect(seed.cartList[0]?.quantity).toBe(2);
    expect(a.totals.cartCounter).toBe(5);
  });
});

describe('onCartChange (the one event the abandoned-cart flows observe)', () => {
  it('reports each change once, after it happened, with a plain copy of the line', () => {
    const cart = createCartStore();
    const seen: [CartChange['type'], string | null, number][] = [];
    const stop = onCartChange(cart, (change, state) => {
      seen.push([change.type, change.item?.option ?? null, state.totals.cartCounter]);
    });
    addToCart(cart, item('p1', 'a'));
    addToCart(cart, item('p1', 'a'));
    addToCart(cart, item('p2', 'b'));
    setQuantity(cart, 'p2', 4);
    setQuantity(cart, 'p2', 4);
    removeFromCart(cart, 'p1');
    removeFromCart(cart, 'missing');
    clearCart(cart);
    clearCart(cart);
    stop();
    addToCart(cart, item('p3'));
    expect(seen).toEqual([
      ['add', 'a', 1],
      ['add', 'a', 2],
      ['add', 'b', 3],
      ['quantity', 'b', 6],
      ['remove', 'a', 4],
      ['clear', null, 0],
    ]);
  });

  it('hands out copies, not live lines', () => {
    const cart = createCartStore();
    const items: unknown[] = [];
    onCartChange(cart, (change) => items.push(change.item));
    addToCart(cart, item('p1'));
    setQuantity(cart, 'p1', 9);
    expect(items).toMatchObject([{ quantity: 1 }, { quantity: 9 }]);
  });

  it('keeps carts apart', () => {
    const a = createCartStore();
    const b = createCartStore();
    const seen: string[] = [];
    onCartChange(a, (change) => seen.push(change.type));
    addToCart(b, item('p1'));
    expect(seen).toEqual([]);
  });
});

describe('cart bounds (what is written can always be read back)', () => {
  it('keeps a product maximum above 20, never above the ceiling of 100', () => {
    const cart = createCartStore();
    addToCart(cart, { ...item('bulk'), maxQuantity: 50 }, { quantity: 45 });
    addToCart(cart, { ...item('hostile'), maxQuantity: 1e9 }, { quantity: 1e9 });
    expect(cart.cartList.map((line) => [line.quantity, line.maxQuantity])).toEqual([
      [45, 50],
      [100, 100],
    ]);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a line priced %s', (price) => {
    const cart = createCartStore();
    addToCart(cart, item('p1', '1g', price));
    expect(cart.cartList).toEqual([]);
  });
});
