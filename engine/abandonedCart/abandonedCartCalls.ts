/**
 * The calls of spec 7.6 and the cart-abandonment restore. The posts are background work the
 * shopper never asked for: no toast, and their failures reach the machines, which log them
 * (spec 8). The restore is the shopper's own landing, so its failure is theirs to see.
 */
import { StoredCartListSchema, type AbandonedCartEmailBody, type CartItem } from '../../schemas';
import type { AbandonedCartNotificationPost } from '../../machines/abandonedCartNotification.machine';
import type { ApiClient } from '../api/client';
import { reportDiagnostic } from '../stores/diagnosticsLog';

export function postEmailStatus(client: ApiClient, body: AbandonedCartEmailBody): Promise<unknown> {
  return client.post('/cms/abandonedCartEmailStatus', body, { token: body.token });
}

export function postNotificationStatus(
  client: ApiClient,
  { visitorId, body }: AbandonedCartNotificationPost,
): Promise<unknown> {
  return client.post(`/cms/abandonedCartStatus/${encodeURIComponent(visitorId)}`, body);
}

/** Spec 8: abandoned-cart scheduling, clearing and notification failures are logged only. */
export function logAbandonedCartFailure(call: string, error: unknown): void {
  reportDiagnostic({
    source: 'abandoned cart',
    path: call,
    problem: error instanceof Error ? error.message : String(error),
    used: 'nothing scheduled',
  });
}

/** The cart an abandoned-cart e-mail links to; unusable lines are left out. Throws ApiError. */
export async function fetchAbandonedCart(client: ApiClient, cartId: string): Promise<CartItem[]> {
  const response = await client.get(`/cart-abandonment/${encodeURIComponent(cartId)}`);
  const data =
    typeof response === 'object' && response !== null && 'data' in response ? response.data : null;
  const items =
    typeof data === 'object' && data !== null && 'cartItems' in data ? data.cartItems : [];
  const parsed = StoredCartListSchema.safeParse(items);
  return parsed.success ? parsed.data : [];
}

/** A malformed escape in a hand-edited link is no cart id, not a crash. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The cart id of a cart-abandonment path: the segment after "cart-abandonment"
 * (/cart-abandonment/{cartId}), else the cartId query parameter; null when there is none.
 */
export function abandonedCartIdFrom(pathname: string, search: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const at = segments.findIndex((segment) => segment.includes('cart-abandonment'));
  const fromPath = at === -1 ? undefined : segments[at + 1];
  if (fromPath !== undefined && fromPath !== '') return decoded(fromPath);
  const fromQuery = new URLSearchParams(search).get('cartId');
  return fromQuery === null || fromQuery === '' ? null : fromQuery;
}
