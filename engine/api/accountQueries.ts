import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import { readPage, readRecord, readRecordOr } from './readWith';

/**
 * Signed-in queries (spec 6: the token is passed with some calls). Without a token they do not
 * run at all (skipToken). The token is part of each key so one shopper's data never shows for
 * the next one on a shared device.
 */

export const meQuery = (token: string | null, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['users', 'me', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            readRecord(
              (s) => s.UserSchema,
              await client.get('/users/me', { token, signal }),
              'GET /users/me',
            ),
  });

export const wishlistsQuery = (token: string | null, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['wishlists', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            readRecordOr(
              (s) => s.WishlistSchema,
              await client.get('/wishlists', { token, signal }),
              'GET /wishlists',
              {},
            ),
  });

export const notificationsQuery = (token: string | null, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['notifications', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            readRecordOr(
              (s) => s.NotificationsPayloadSchema,
              await client.get('/notifications', { token, signal }),
              'GET /notifications',
              {},
            ),
  });

export const recommendedProductsQuery = (
  token: string | null,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['recommended-products', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            readPage(
              (s) => s.ProductSchema,
              await client.get('/recommended-products', { token, signal }),
              'GET /recommended-products',
            ),
  });
