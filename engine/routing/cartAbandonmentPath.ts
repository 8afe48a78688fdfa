/** Spec 2.1: the text that makes any path the cart-abandonment landing (with or without a cart id). */
export const CART_ABANDONMENT_TEXT = 'cart-abandonment';

/** Spec 2.1, 4.11: any path containing "cart-abandonment" is the landing and switches the
 * abandoned-cart e-mail behaviour. */
export function isCartAbandonmentPath(pathname: string): boolean {
  return pathname.includes(CART_ABANDONMENT_TEXT);
}
