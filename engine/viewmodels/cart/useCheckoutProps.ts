import { useRef, useState } from 'react';
import { useTrackCart } from '../../analytics/useTrackCart';
import { useSnapshot } from 'valtio';
import type { PlaceOrderBody } from '../../../schemas/api/requestBodies';
import type {
  CheckoutFieldKey,
  CheckoutResult,
  CheckoutViewProps,
} from '../../../variants/cart/types';
import { useApiClient } from '../../api/ApiClientProvider';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../api/errors';
import { toastNotify } from '../../api/toastNotify';
import { useApiMutation } from '../../api/useApiMutation';
import { useShopPath } from '../../site/useShopPath';
import { clearCart } from '../../stores/cart';
import { setCheckoutId } from '../../stores/session';
import { useStores } from '../../stores/StoresProvider';
import { CART_PATH } from './cartData';
import { attemptFor, outcomeUnknown, type CheckoutAttempt } from './checkoutAttempt';
import {
  checkoutErrors,
  checkoutFields,
  firstCheckoutError,
  initialCheckoutValues,
  nextCheckoutValue,
  type CheckoutErrors,
  type CheckoutValues,
} from './checkoutForm';
import { useCartView, useCheckoutState, useStoreSummary } from './useCartView';
import { useStaleCartCheck } from './useStaleCartCheck';

/** Under the API base URL, like every call of the client (the mock serves /api/checkout). */
export const CHECKOUT_ENDPOINT = '/checkout';

/** The checkout id the server hands back, shown as the order reference. */
function checkoutReference(response: unknown): string {
  if (typeof response !== 'object' || response === null || !('data' in response)) return '';
  const data = response.data;
  if (typeof data !== 'object' || data === null || !('checkoutId' in data)) return '';
  return typeof data.checkoutId === 'string' ? data.checkoutId : '';
}

/**
 * The checkout page's view-model: contact fields checked by the spec 5 rules (the first message
 * as a warning toast, each one under its field), then POST /api/checkout with the store, order
 * type, pricing type (the menu type, as 7.7) and lines. The server's message answers (7.1, 8).
 */
export function useCheckoutProps(): CheckoutViewProps {
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const context = useSnapshot(stores.storeContext);
  const client = useApiClient();
  const shopHref = useShopPath();
  const view = useCartView();
  const checkout = useCheckoutState();
  const store = useStoreSummary();
  useStaleCartCheck();
  useTrackCart('begin_checkout', true);
  const [values, setValues] = useState<CheckoutValues>(() => initialCheckoutValues(session.user));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [result, setResult] = useState<CheckoutResult | null>(null);
  // A ref, not state: a second click in the same frame must see the first one before a render.
  const placing = useRef(false);
  const [placingShown, setPlacingShown] = useState(false);
  const attempt = useRef<CheckoutAttempt | null>(null);
  const settle = (keepAttempt: boolean) => {
    placing.current = false;
    setPlacingShown(false);
    if (!keepAttempt) attempt.current = null;
  };

  const mutation = useApiMutation(
    ({ body, key }: { body: Record<string, unknown>; key: string }) =>
      client.post(CHECKOUT_ENDPOINT, body, { idempotencyKey: key }),
    {
      onSuccess: (outcome) => {
        settle(false);
        if (!outcome.ok) {
          setResult({ kind: 'error', message: outcome.message ?? FALLBACK_ERROR_MESSAGE });
          return;
        }
        const reference = checkoutReference(outcome.response);
        setCheckoutId(stores.session, reference === '' ? null : reference);
        setResult({
          kind: 'success',
          message: outcome.message ?? 'Checkout created',
          reference,
        });
        clearCart(stores.cart);
      },
      onError: (error) => {
        settle(outcomeUnknown(error));
        setResult({ kind: 'error', message: errorMessage(error) });
      },
    },
  );

  const onFieldChange = (key: CheckoutFieldKey, raw: string) => {
    setValues((current) => ({ ...current, [key]: nextCheckoutValue(key, raw) }));
    // A corrected field stops showing its old message; the next submit checks everything again.
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = () => {
    if (!checkout.enabled || placing.current) return;
    const found = checkoutErrors(values);
    setErrors(found);
    const first = firstCheckoutError(found);
    if (first !== null) {
      toastNotify.warning(first);
      return;
    }
    setResult(null);
    const body: PlaceOrderBody = {
      retailerId: context.retailerId,
      orderType: context.orderType,
      pricingType: context.menuType,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      contactNumber: values.contactNumber.trim(),
      cartItems: stores.cart.cartList.map(({ productId, option, quantity }) => ({
        productId,
        option,
        quantity,
      })),
    };
    attempt.current = attemptFor(attempt.current, body);
    placing.current = true;
    setPlacingShown(true);
    mutation.mutate({ body, key: attempt.current.key });
  };

  return {
    ...view,
    store,
    checkout,
    fields: checkoutFields(values, errors),
    submitting: placingShown || mutation.isPending,
    result,
    cartHref: CART_PATH,
    shopHref,
    onFieldChange,
    onSubmit,
  };
}
