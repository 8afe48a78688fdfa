import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { readRecordOr } from '../../api/readWith';

/** GET /notification-preferences for the signed-in shopper; not run for guests. */
export const notificationPreferencesQuery = (token: string | null, client: ApiClient) =>
  queryOptions({
    queryKey: ['notification-preferences', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            readRecordOr(
              (s) => s.NotificationPreferencesSchema,
              await client.get('/notification-preferences', { token, signal }),
              'GET /notification-preferences',
              {},
            ),
  });
