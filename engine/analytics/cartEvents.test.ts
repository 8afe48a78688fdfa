// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart, createCartStore, removeFromCart, setQuantity } from '../stores/cart';
import { connectListener, type TrackedEvent } from './bus';
import { observeCart } from './cartEvents';

const LINE = {
  productId: 'p1',
  product: { slug: 'blue-dream', image: '', name: 'Blue Dream', category: 'Flower' },
  option: '1/8 oz',
  price: 35,
  specialDiscount: null,
};

let stop: (() => void)[] = [];
afterEach(() => stop.forEach((cleanup) => cleanup()));

function watched() {
  const cart = createCartStore();
  const seen: TrackedEvent[] = [];
  stop = [observeCart(cart), connectListener((event) => seen.push(event))];
  const summary = () =>
    seen.map((event) =>
      'items' in event.params && event.params.items
        ? [
            event.name,
            event.params.items.map((item) => item.quantity),
            'value' in event.params ? event.params.value : null,
          ]
        : [event.name],
    );
  return { cart, summary };
}

describe('cart events', () => {
  it('tracks what was added and removed, by the quantity that changed', async () => {
    const { cart, summary } = watched();
    addToCart(cart, LINE, { quantity: 2 });
    addToCart(cart, LINE);
    setQuantity(cart, 'p1', 1);
    setQuantity(cart, 'p1', 1);
    removeFromCart(cart, 'p1');
    // Each event's items are built in a module of its own (bus.ts), so they come a tick later.
    await vi.waitFor(() => expect(summary()).toHaveLength(4));
    expect(summary()).toEqual([
      ['add_to_cart', [2], 70],
      ['add_to_cart', [1], 35],
      ['remove_from_cart', [2], 70],
      ['remove_from_cart', [1], 35],
    ]);
  });

  it('does not call an order’s cleared cart a removal, nor a capped add an addition', async () => {
    const { cart, summary } = watched();
    addToCart(cart, { ...LINE, maxQuantity: 1 });
    addToCart(cart, { ...LINE, maxQuantity: 1 });
    clearCart(cart);
    await vi.waitFor(() => expect(summary()).toHaveLength(1));
    await import('./items');
    expect(summary()).toEqual([['add_to_cart', [1], 35]]);
  });
});
