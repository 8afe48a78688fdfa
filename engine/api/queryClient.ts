import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

export type QueryClientOptions = {
  /** Spec 7.1 retries list queries twice; tests and stories pass 0 (or false) to fail at once. */
  retry?: number | boolean;
};

const SPEC_RETRIES = 2;

/**
 * Whether a failed query is worth asking again (spec 7.1): only when the server could
 * not be reached or failed on its side (5xx). A 4xx says the request itself is wrong and will be
 * answered the same way; a timeout already made the shopper wait the full deadline, so the page
 * shows its error with "Try again" instead of tripling the wait.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
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
