import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './errors';
import { createQueryClient, isRetryable } from './queryClient';

const network = new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
const timeout = new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, 'timeout');
const http = (status: number) => new ApiError('x', status, null);

describe('createQueryClient', () => {
  it('applies the spec 7.1 defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, refetchOnMount: false });
  });

  it.each([
    ['a network failure', network, true],
    ['a 500', http(500), true],
    ['a 503', http(503), true],
    ['a 400', http(400), false],
    ['a 404', http(404), false],
    ['a 408 (the server’s own timeout, answered within the deadline)', http(408), true],
    ['a 429', http(429), true],
    ['a timeout (the read’s own deadline ran out)', timeout, false],
    ['a bug in a reader', new TypeError('x is undefined'), false],
  ])('%s is retried: %s', (_label, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });

  /** How many calls one query makes before it settles, with the client's retry defaults. */
  async function attempts(error: unknown, retry?: number | boolean): Promise<number> {
    let calls = 0;
    await createQueryClient(retry === undefined ? {} : { retry })
      .fetchQuery({
        queryKey: ['attempts'],
        retryDelay: 0,
        queryFn: async () => {
          calls += 1;
          throw error;
        },
      })
      .catch(() => undefined);
    return calls;
  }

  it('asks twice more after a network failure, a 5xx, a 408 or a 429; never again after another 4xx or its own timeout', async () => {
    expect(await attempts(network)).toBe(3);
    expect(await attempts(http(502))).toBe(3);
    expect(await attempts(http(408))).toBe(3);
    expect(await attempts(http(429))).toBe(3);
    expect(await attempts(http(404))).toBe(1);
    expect(await attempts(http(422))).toBe(1);
    expect(await attempts(timeout)).toBe(1);
  });

  it('lets tests and stories turn retries off', async () => {
    expect(await attempts(http(500), 0)).toBe(1);
    expect(await attempts(http(500), false)).toBe(1);
  });

  it('never retries a mutation', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(0);
  });
});
