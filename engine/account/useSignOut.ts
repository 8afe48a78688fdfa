import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { accountCalls } from '../api/accountCalls';
import { useApiClient } from '../api/ApiClientProvider';
import { toastNotify } from '../api/toastNotify';
import { useStores } from '../stores/StoresProvider';
import { useSessionActions } from './useSessionActions';

export const SIGNED_OUT_MESSAGE = 'Signed out successfully';

/**
 * Signs out after the shopper confirmed (spec 2.4): this device forgets the session at once (and
 * other tabs follow through storage); the server is told in the background, so a slow or failed
 * call never leaves a signed-in look behind.
 */
export function useSignOut(): () => void {
  const stores = useStores();
  const { sessionHandle } = useSnapshot(stores.session);
  const client = useApiClient();
  const session = useSessionActions();
  return useCallback(() => {
    session.end();
    toastNotify.success(SIGNED_OUT_MESSAGE);
    if (sessionHandle !== null)
      void accountCalls(client)
        .signOut(sessionHandle)
        .catch(() => undefined);
  }, [sessionHandle, client, session]);
}
