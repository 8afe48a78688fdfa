/**
 * Stale cart (spec 4.13, 7.7): for the provider that keeps a checkout of its own, an empty saved
 * cart whose checkout has expired gets a new checkout (orderType PICKUP, the retailer, pricingType
 * = the menu type). The cart helpers call recreateStaleCheckout when the cart is read.
 */
import type { MenuType } from '../../../schemas';
import type { CheckoutCreationBody } from '../../../schemas/api/requestBodies';
import type { ApiClient } from '../../api/client';
import { loadSchemas } from '../../api/readWith';
import type { Stores } from '../../stores/createStores';
import { reportDiagnostic } from '../../stores/diagnosticsLog';
import { setCheckoutCreationTime, setCheckoutId } from '../../stores/session';

/**
 * How long a checkout lives. The spec says only "checkoutCreationTime has expired"; a day is our
 * choice, matching the spec's other "older than a day" rules.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type StaleCartInput = {
  cartEmpty: boolean;
  /** The provider profile's recreatesStaleCheckout. */
  providerRecreatesCheckout: boolean;
  /** Epoch ms; null when no checkout was ever created, which counts as expired. */
  checkoutCreationTime: number | null;
  now: number;
  retailerId: string;
};

/** Spec 4.13: all three conditions, and a store to create the checkout for. */
export function isStaleCart(input: StaleCartInput, lifetimeMs = CHECKOUT_LIFETIME_MS): boolean {
  const expired =
    input.checkoutCreationTime === null || input.now - input.checkoutCreationTime >= lifetimeMs;
  return input.cartEmpty && input.providerRecreatesCheckout && expired && input.retailerId !== '';
}

/** Spec 7.7 body. */
export function checkoutBody(retailerId: string, menuType: MenuType): CheckoutCreationBody {
  return { retailerId, orderType: 'PICKUP', pricingType: menuType };
}

function checkoutIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('checkoutId' in data)) return null;
  return typeof data.checkoutId === 'string' ? data.checkoutId : null;
}

/**
 * Re-creates the checkout when the cart is stale (4.13); resolves true when one was created.
 * A background call the shopper never asked for: failures go to the diagnostic log only.
 */
export async function recreateStaleCheckout(
  stores: Pick<Stores, 'cart' | 'session' | 'storeContext'>,
  client: ApiClient,
  options: { providerRecreatesCheckout: boolean; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const { retailerId, menuType } = stores.storeContext;
  const stale = isStaleCart({
    cartEmpty: stores.cart.cartList.length === 0,
    providerRecreatesCheckout: options.providerRecreatesCheckout,
    checkoutCreationTime: stores.session.checkoutCreationTime,
    now,
    retailerId,
  });
  if (!stale) return false;
  try {
    const [response, { mutationOutcome }] = await Promise.all([
      client.post('/checkout', checkoutBody(retailerId, menuType)),
      loadSchemas(),
    ]);
    if (!mutationOutcome(response).ok) throw new Error('The checkout was not created');
    setCheckoutId(stores.session, checkoutIdOf(response));
    setCheckoutCreationTime(stores.session, now);
    return true;
  } catch (error) {
    reportDiagnostic({
      source: 'stale cart',
      path: 'POST /checkout',
      problem: error instanceof Error ? error.message : String(error),
      used: 'the previous checkout',
    });
    return false;
  }
}
