import { ApiError } from '../../api/errors';

/**
 * One "Place Order" attempt and its Idempotency-Key. A second press after a
 * timeout or a dropped connection may repeat an order the server already made, so it reuses the
 * key and the server answers with that order; once the details change it is a new order.
 */
export type CheckoutAttempt = { key: string; fingerprint: string };

/** randomUUID exists only in secure contexts; getRandomValues everywhere (plain http on a LAN). */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt for this press: the previous one when the same order is sent again. */
export function attemptFor(
  previous: CheckoutAttempt | null,
  body: unknown,
  makeKey: () => string = newIdempotencyKey,
): CheckoutAttempt {
  const fingerprint = JSON.stringify(body);
  return previous !== null && previous.fingerprint === fingerprint
    ? previous
    : { key: makeKey(), fingerprint };
}

/**
 * Whether the order may exist without the page knowing: only when no answer came back (timeout,
 * network). A server that answered has decided, so the next press is a new attempt.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'network');
}
