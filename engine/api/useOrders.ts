import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import { readPage } from './readWith';

/**
 * The signed-in shopper's past orders (spec 6: token required). Without a token it does not run;
 * the token is in the key so one shopper's orders never show for the next on a shared device.
 */
export const ordersQuery = (token: string | null, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['orders', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            (
              await readPage(
                (s) => s.OrderSchema,
                await client.get('/orders', { token, signal }),
                'GET /orders',
              )
            ).items,
  });

export const useOrders = (token: string | null) => useQuery(ordersQuery(token, useApiClient()));
