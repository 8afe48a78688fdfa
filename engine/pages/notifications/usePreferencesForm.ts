import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotificationPreferences } from '../../../schemas';
import type { PageStatus } from '../../../variants/notifications/types';
import { useApiClient } from '../../api/ApiClientProvider';
import { useApiMutation } from '../../api/useApiMutation';
import { notificationPreferencesQuery } from './notificationsCalls';

/**
 * The shopper's preferences as an editable draft over the server's copy; Save sends the whole
 * draft (PATCH) and the server's message becomes the toast (spec 7.1).
 */
export function usePreferencesForm(token: string | null, known: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const options = notificationPreferencesQuery(token, client);
  const query = useQuery(options);
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? query.data ?? null;
  const save = useApiMutation(
    (preferences: NotificationPreferences) =>
      client.patch('/notification-preferences', preferences, { token }),
    {
      onSuccess: (result, preferences) => {
        if (!result.ok) return;
        queryClient.setQueryData(options.queryKey, preferences);
        setDraft(null);
      },
    },
  );
  const status: PageStatus = !known
    ? 'loading'
    : token === null
      ? 'guest'
      : query.isError
        ? 'error'
        : current === null
          ? 'loading'
          : 'ready';
  return {
    status,
    preferences: current,
    errorMessage: query.error?.message ?? '',
    saving: save.isPending,
    update: (change: (preferences: NotificationPreferences) => NotificationPreferences) => {
      if (current !== null) setDraft(change(current));
    },
    save: () => {
      if (current !== null) save.mutate(current);
    },
  };
}
