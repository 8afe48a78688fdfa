import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastNotify } from '../api/toastNotify';
import { useStores } from '../stores/StoresProvider';
import { SESSION_EXPIRED_MESSAGE, watchUnauthorized } from './sessionExpiry';
import { endSession } from './useSessionActions';

/**
 * A 401 while signed in means the token is no longer good (expired, signed out elsewhere, account
 * closed): sign out cleanly, once, with a toast saying why, instead of a half signed-in page.
 * A guest's 401 (a wrong password on sign-in) is the form's business, not this one's.
 */
export function useSessionExpiry(): void {
  const stores = useStores();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchUnauthorized(queryClient, () => {
        if (stores.session.sessionHandle === null) return;
        endSession(stores, queryClient);
        toastNotify.warning(SESSION_EXPIRED_MESSAGE);
      }),
    [stores, queryClient],
  );
}
