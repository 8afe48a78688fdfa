/**
 * When the abandoned-cart modal (spec §1, §3 showAbandonedCartModel) greets a shopper: signed in,
 * items still in the cart, an e-mail scheduled for them in an earlier visit (before this browser
 * session began), not yet shown this session, and not already on a cart or checkout page.
 * The spec names the flag only; these conditions are ours.
 */
export type AbandonedCartPromptInput = {
  signedIn: boolean;
  cartCount: number;
  /** Epoch ms of the stored abandonedCart_{email} entry; null without one. */
  scheduledAt: number | null;
  /** Epoch ms the first page of this browser session started. */
  sessionStartedAt: number;
  alreadyPrompted: boolean;
  pathname: string;
};

const CART_PAGES = /^\/(cart|checkout|ecommerce-checkout)(\/|$)|cart-abandonment/;

export function shouldPromptAbandonedCart(input: AbandonedCartPromptInput): boolean {
  return (
    input.signedIn &&
    input.cartCount > 0 &&
    input.scheduledAt !== null &&
    input.scheduledAt < input.sessionStartedAt &&
    !input.alreadyPrompted &&
    !CART_PAGES.test(input.pathname)
  );
}
