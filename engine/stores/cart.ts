import { getVersion, proxy, subscribe } from 'valtio';
import type { CartItem, CartTotals } from '../../schemas';
import { DEFAULT_QUANTITY } from '../../schemas/constants';
import { clampQuantity, maxQuantityFor } from '../rules/cartQuantity';
import { cartTotals } from '../rules/cartTotals';
import { CART_TOTALS_DEFAULTS } from './storeDefaults.prebuilt';

export { clampQuantity } from '../rules/cartQuantity';

/** cartList is the spec 9 local storage key name, so the field persists under its own name. */
export type CartState = { cartList: CartItem[]; totals: CartTotals };

export const EMPTY_CART: CartState = {
  cartList: [],
  totals: CART_TOTALS_DEFAULTS,
};

/** Totals are derived from the lines after every change, so they can never drift. */
function retotal(cart: CartState): void {
  cart.totals = cartTotals(cart.cartList);
}

/**
 * `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. Lines can also
 * be replaced outside the actions (restored from storage, seeded by a story); a synchronous
 * subscription re-derives the totals then too.
 */
export const createCartStore = (initial: Partial<CartState> = {}): CartState => {
  const cart = proxy(structuredClone({ ...EMPTY_CART, ...initial }));
  retotal(cart);
  // valtio records no op paths by default, so "did the lines change?" is asked of their version.
  let lines = cart.cartList;
  let version = getVersion(lines);
  subscribe(
    cart,
    () => {
      if (cart.cartList === lines && getVersion(cart.cartList) === version) return;
      lines = cart.cartList;
      version = getVersion(lines);
      retotal(cart);
    },
    true,
  );
  return cart;
};

/**
 * One change event for everything that observes the cart (the abandoned-cart flows of 4.11 and
 * 4.12). Emitted by the actions after the change, so listeners read the new state.
 */
export type CartChange =
  /** `before`: the line's quantity before the change (0 for a new line). */
  | { type: 'add' | 'quantity'; item: CartItem; before: number }
  | { type: 'remove'; item: CartItem }
  | { type: 'clear'; item: null };
export type CartChangeListener = (change: CartChange, cart: CartState) => void;

const listeners = new WeakMap<CartState, Set<CartChangeListener>>();

/** Subscribes to one cart's changes; returns the unsubscribe function. */
export function onCartChange(cart: CartState, listener: CartChangeListener): () => void {
  const set = listeners.get(cart) ?? new Set<CartChangeListener>();
  listeners.set(cart, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function emit(cart: CartState, change: CartChange): void {
  for (const listener of listeners.get(cart) ?? []) listener(change, cart);
}

/** Listeners get a detached copy; structuredClone cannot copy valtio's proxies. */
const plain = <T extends NewCartItem>(item: T): T => ({
  ...item,
  product: { ...item.product },
  specialDiscount: item.specialDiscount === null ? null : { ...item.specialDiscount },
});

export type QuantityLimit = { max?: number };

/** A line is one product in one option (weight); the same product in two weights is two lines. */
function sameLine(item: CartItem, productId: string, option: string | undefined): boolean {
  return item.productId === productId && (option === undefined || item.option === option);
}

/** Stable per line: the React key and the id of the line's quantity picker. */
export const lineKey = (item: Pick<CartItem, 'productId' | 'option'>): string =>
  `${item.productId}::${item.option}`;

/** What a caller adds; the ceiling defaults from the option and product (spec 5). */
export type NewCartItem = Omit<CartItem, 'quantity' | 'maxQuantity'> & { maxQuantity?: number };

/** Spec 9: a price is an amount owed, so a line with a negative or unreadable one is refused. */
const usablePrice = (price: number): boolean => Number.isFinite(price) && price >= 0;

/**
 * Adds a line, or adds to the matching line's quantity, never beyond the maximum. `max` is the
 * option's ceiling, `item.maxQuantity` the product's; the line keeps the result (bounded by
 * MAX_QUANTITY_CEILING, so what is stored is always what the schema reads back).
 */
export function addToCart(
  cart: CartState,
  item: NewCartItem,
  { quantity = DEFAULT_QUANTITY, max }: QuantityLimit & { quantity?: number } = {},
): void {
  if (!usablePrice(item.price)) return;
  const maxQuantity = maxQuantityFor(item.maxQuantity, max);
  const existing = cart.cartList.find((line) => sameLine(line, item.productId, item.option));
  if (existing) {
    const before = existing.quantity;
    existing.maxQuantity = maxQuantity;
    existing.quantity = clampQuantity(existing.quantity + quantity, maxQuantity);
    emit(cart, { type: 'add', item: plain(existing), before });
    return;
  }
  const line: CartItem = {
    ...plain(item),
    maxQuantity,
    quantity: clampQuantity(quantity, maxQuantity),
  };
  cart.cartList.push(line);
  emit(cart, { type: 'add', item: plain(line), before: 0 });
}

/** Without an option, every line of the product goes. */
export function removeFromCart(cart: CartState, productId: string, option?: string): void {
  const removed = cart.cartList.filter((line) => sameLine(line, productId, option)).map(plain);
  if (removed.length === 0) return;
  cart.cartList = cart.cartList.filter((line) => !sameLine(line, productId, option));
  for (const item of removed) emit(cart, { type: 'remove', item });
}

/**
 * Removal is its own action: a quantity below 1 is raised to 1, as the quantity picker does.
 * The ceiling is `max` when given, else the line's own.
 */
export function setQuantity(
  cart: CartState,
  productId: string,
  quantity: number,
  { option, max }: QuantityLimit & { option?: string } = {},
): void {
  for (const line of cart.cartList) {
    if (!sameLine(line, productId, option)) continue;
    const next = clampQuantity(quantity, max ?? line.maxQuantity);
    if (next === line.quantity) continue;
    const before = line.quantity;
    line.quantity = next;
    emit(cart, { type: 'quantity', item: plain(line), before });
  }
}

export function clearCart(cart: CartState): void {
  if (cart.cartList.length === 0) return;
  cart.cartList = [];
  emit(cart, { type: 'clear', item: null });
}

/** Server totals; cartCounter still follows the lines held here. */
export function setCartTotals(cart: CartState, totals: CartTotals): void {
  cart.totals = {
    ...totals,
    cartCounter: cart.cartList.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/**
 * Replaces every line at once: the cart-abandonment landing restores the cart its e-mail links
 * to. Not a change the shopper made, so no change event (the landing tells its flows itself).
 */
export function replaceCartLines(cart: CartState, items: readonly CartItem[]): void {
  cart.cartList = items.map((item) => plain(item));
}
