/**
 * add_to_cart and remove_from_cart, from the cart's own change events: every way a line is added
 * or changed (a card's quick add, the product page, Buy Again, a list's "Move to cart", the
 * quantity picker) is one action on the cart store, so one observer sees them all, with the
 * quantity that changed. Clearing the cart after an order is not a removal, and a cart restored
 * whole (the abandonment landing) is not the shopper adding.
 */
import type { CartChange, CartState } from '../stores/cart';
import { onCartChange } from '../stores/cart';
import { track } from './bus';
import type { CartItem } from '../../schemas';

/** The line's `currency`, `value` and `items`, built only once the event may be sent (bus.ts). */
const pricedLine = (line: CartItem, quantity: number) => () =>
  import('./items').then(({ cartLineItem, priced }) => priced([cartLineItem(line, quantity)]));

export function trackCartChange(change: CartChange): void {
  if (change.type === 'clear') return;
  if (change.type === 'remove') {
    track('remove_from_cart', pricedLine(change.item, change.item.quantity));
    return;
  }
  const delta = change.item.quantity - change.before;
  if (delta > 0) track('add_to_cart', pricedLine(change.item, delta));
  if (delta < 0) track('remove_from_cart', pricedLine(change.item, -delta));
}

export const observeCart = (cart: CartState): (() => void) => onCartChange(cart, trackCartChange);
