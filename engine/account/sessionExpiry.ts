import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/** What the shopper reads when the server no longer accepts their token. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** A 401 answer: the server refused the call's credentials. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}

/**
 * Calls `onUnauthorized` whenever a query or a mutation fails with 401, from any part of the page.
 * Returns the stop function.
 */
export function watchUnauthorized(
  queryClient: QueryClient,
  onUnauthorized: () => void,
): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'error' &&
      isUnauthorized(event.action.error)
    )
      onUnauthorized();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'error' &&
      isUnauthorized(event.action.error)
    )
      onUnauthorized();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
