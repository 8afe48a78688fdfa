import { queryOptions, skipToken } from '@tanstack/react-query';
import { NotificationPreferencesSchema } from '../../../schemas';
import type { ApiClient } from '../../api/client';
import { readRecord } from '../../api/readWith';

/** GET /notification-preferences for the signed-in shopper; not run for guests. */
export const notificationPreferencesQuery = (token: string | null, client: ApiClient) =>
  queryOptions({
    queryKey: ['notification-preferences', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            readRecord(
              NotificationPreferencesSchema,
              await client.get('/notification-preferences', { token, signal }),
              'GET /notification-preferences',
            ) ?? NotificationPreferencesSchema.parse({}),
  });
