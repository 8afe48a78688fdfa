import { useEffect, type RefObject } from 'react';
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import { toastNotify } from '../api/toastNotify';
import { replaceCartLines } from '../stores/cart';
import type { Stores } from '../stores/createStores';
import { fetchAbandonedCart } from './abandonedCartCalls';
import type { EmailActor } from './useAbandonedCartActors';

/**
 * The cart-abandonment landing (spec 2.1, 4.11): the e-mail's link names its cart id; the cart
 * is restored from the backend and the e-mail machine hears it as a restore (not a quantity
 * change, so nothing is posted for it). A link that no longer finds its cart says so in a toast
 * with the server's message (spec 8) and leaves the current cart alone.
 */
export function useCartAbandonmentRestore(
  stores: Stores,
  client: ApiClient,
  cartId: string | null,
  emailActor: RefObject<EmailActor | null>,
): void {
  useEffect(() => {
    if (cartId === null) return undefined;
    let cancelled = false;
    fetchAbandonedCart(client, cartId)
      .then((items) => {
        if (cancelled || items.length === 0) return;
        replaceCartLines(stores.cart, items);
        emailActor.current?.send({ type: 'CART_CHANGED', items, quantityChanged: false });
      })
      .catch((error: unknown) => {
        if (!cancelled) toastNotify.error(errorMessage(error));
      });
    return () => {
      cancelled = true;
    };
  }, [stores, client, cartId, emailActor]);
}
