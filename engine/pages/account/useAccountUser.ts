import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { User } from '../../../schemas';
import { meQuery } from '../../api/accountQueries';
import { useApiClient } from '../../api/ApiClientProvider';
import { authHref } from '../../rules/authRedirect';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';

export type AccountUserState =
  | { status: 'guest'; signInHref: string; signUpHref: string }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: User; token: string };

/**
 * The signed-in shopper for the account pages. The user is asked for again on each visit (not
 * only from cache): an account page shows what the server holds now, and a token the server no
 * longer accepts is found out here (401, then the session ends: useSessionExpiry).
 */
export function useAccountUser(): AccountUserState {
  const session = useSnapshot(useStores().session);
  const { pathname } = useLocation();
  const token = isSignedIn(session) ? session.sessionHandle : null;
  const query = useQuery({ ...meQuery(token, useApiClient()), refetchOnMount: 'always' });
  if (token === null) {
    return {
      status: 'guest',
      signInHref: authHref('/sign-in', pathname),
      signUpHref: authHref('/sign-up', pathname),
    };
  }
  if (query.data) return { status: 'ready', user: query.data, token };
  if (query.isError) return { status: 'error', message: query.error.message };
  return { status: 'loading' };
}
