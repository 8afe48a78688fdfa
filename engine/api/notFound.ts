import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './errors';

/** A 404, or an answer without the record: the page says it does not exist. */
export function isNotFound(query: UseQueryResult<unknown>): boolean {
  return (
    (query.isError && query.error instanceof ApiError && query.error.status === 404) ||
    (query.isSuccess && query.data === null)
  );
}
