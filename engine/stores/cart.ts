import { proxy } from 'valtio';
import {
  CartTotalsSchema,
  DEFAULT_MAX_QUANTITY,
  DEFAULT_QUANTITY,
  type CartItem,
  type CartTotals,
} from '../../schemas';
import { defaultsOf } from './defaults';

/** cartList is the spec 9 local storage key name, so the field persists under its own name. */
export type CartState = { cartList: CartItem[]; totals: CartTotals };

export const EMPTY_CART: CartState = {
  cartList: [],
  totals: defaultsOf(CartTotalsSchema, 'cart totals defaults'),
};

/** `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. */
export const createCartStore = (initial: Partial<CartState> = {}): CartState => {
  const cart = proxy(structuredClone({ ...EMPTY_CART, ...initial }));
  recount(cart);
  return cart;
};

export type QuantityLimit = { max?: number };

/** Spec 9 "Quantity": between 1 and the maximum (20 unless the product says otherwise). */
export function clampQuantity(quantity: number, max: number = DEFAULT_MAX_QUANTITY): number {
  const ceiling = Math.max(1, Math.floor(max));
  if (!Number.isFinite(quantity)) return DEFAULT_QUANTITY;
  return Math.min(ceiling, Math.max(1, Math.floor(quantity)));
}

/** A line is one product in one option (weight); the same product in two weights is two lines. */
function sameLine(item: CartItem, productId: string, option: string | undefined): boolean {
  return item.productId === productId && (option === undefined || item.option === option);
}

/** cartCounter is derived from the lines after every change, so it can never drift. */
function recount(cart: CartState): void {
  cart.totals.cartCounter = cart.cartList.reduce((sum, item) => sum + item.quantity, 0);
}

export type NewCartItem = Omit<CartItem, 'quantity'>;

/** Adds a line, or adds to the matching line's quantity, never beyond the maximum. */
export function addToCart(
  cart: CartState,
  item: NewCartItem,
  { quantity = DEFAULT_QUANTITY, max }: QuantityLimit & { quantity?: number } = {},
): void {
  const existing = cart.cartList.find((line) => sameLine(line, item.productId, item.option));
  if (existing) existing.quantity = clampQuantity(existing.quantity + quantity, max);
  else cart.cartList.push({ ...structuredClone(item), quantity: clampQuantity(quantity, max) });
  recount(cart);
}

/** Without an option, every line of the product goes. */
export function removeFromCart(cart: CartState, productId: string, option?: string): void {
  cart.cartList = cart.cartList.filter((line) => !sameLine(line, productId, option));
  recount(cart);
}

/** Removal is its own action: a quantity below 1 is raised to 1, as the quantity picker does. */
export function setQuantity(
  cart: CartState,
  productId: string,
  quantity: number,
  { option, max }: QuantityLimit & { option?: string } = {},
): void {
  for (const line of cart.cartList) {
    if (sameLine(line, productId, option)) line.quantity = clampQuantity(quantity, max);
  }
  recount(cart);
}

export function clearCart(cart: CartState): void {
  cart.cartList = [];
  cart.totals = { ...EMPTY_CART.totals };
}

/** Server totals; cartCounter still follows the lines held here. */
export function setCartTotals(cart: CartState, totals: CartTotals): void {
  cart.totals = { ...totals };
  recount(cart);
}
