import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../../api/errors';
import { attemptFor, newIdempotencyKey, outcomeUnknown } from './checkoutAttempt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('checkout attempts', () => {
  it('reuses the key when the same order is sent again, and makes a new one when it changed', () => {
    let n = 0;
    const makeKey = () => `k${(n += 1)}`;
    const body = { retailerId: 'r1', cartItems: [{ productId: 'p1', quantity: 1 }] };
    const first = attemptFor(null, body, makeKey);
    expect(first.key).toBe('k1');
    expect(attemptFor(first, structuredClone(body), makeKey).key).toBe('k1');
    const changed = { ...body, cartItems: [{ productId: 'p1', quantity: 2 }] };
    expect(attemptFor(first, changed, makeKey).key).toBe('k2');
  });

  it.each([
    ['a timeout', new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, 'timeout'), true],
    ['a dropped connection', new ApiError(NETWORK_ERROR_MESSAGE, 0, null), true],
    ['a 500 answer', new ApiError('x', 500, null), false],
    ['a 422 answer', new ApiError('x', 422, null), false],
    ['a bug', new Error('x'), false],
  ])('after %s the order may exist unseen: %s', (_label, error, expected) => {
    expect(outcomeUnknown(error)).toBe(expected);
  });

  it('makes UUID keys, also where randomUUID is missing (insecure contexts)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const insecure = { getRandomValues: <T extends ArrayBufferView>(array: T) => array };
    expect(newIdempotencyKey(insecure)).toMatch(UUID);
  });
});
