import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

export type QueryClientOptions = {
  /** Spec 7.1 retries list queries twice; tests and stories pass 0 (or false) to fail at once. */
  retry?: number | boolean;
};

const SPEC_RETRIES = 2;

/** 4xx answers that say "ask again": 408 Request Timeout, 429 Too Many Requests. */
const ASK_AGAIN_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/**
 * Whether a failed read is asked again (spec 7.1: list queries retry twice): whenever asking again
 * may bring the answer the first ask did not. So after no answer at all (network), the server's
 * own failure (5xx) or its "ask again" (408, 429): these come within the read's deadline. Not
 * after another 4xx, which refuses the request itself and would refuse it again; nor when the
 * read's own deadline ran out (engine/api/deadlines.ts, a timeout): the shopper has already waited
 * the whole deadline and two more would triple it, so the page or section shows its error with
 * "Try again" at once.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status >= 500 || ASK_AGAIN_STATUSES.has(error.status));
}

export function retryPolicy(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries && isRetryable(error);
}

function maxRetriesOf(retry: number | boolean): number {
  if (retry === true) return SPEC_RETRIES;
  if (retry === false) return 0;
  return retry;
}

/** One place for the spec 7.1 defaults: retry twice, no refetch on window focus or on mount. */
export function createQueryClient({ retry = SPEC_RETRIES }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryPolicy(maxRetriesOf(retry)),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
      // A repeated POST could place an order or send an e-mail twice, so mutations never retry on
      // their own; the shopper presses the button again (with the same idempotency key).
      mutations: { retry: 0 },
    },
  });
}
