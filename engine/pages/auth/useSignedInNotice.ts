import { useSnapshot } from 'valtio';
import type { AccountNoticeProps } from '../../../variants/account/parts/AccountNotice';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';

/** On /sign-in and /sign-up a signed-in shopper is told so instead of a second form. */
export function useSignedInNotice(): AccountNoticeProps | null {
  const session = useSnapshot(useStores().session);
  if (!isSignedIn(session)) return null;
  const name = session.user?.fullName.trim() || session.user?.email || 'your account';
  return {
    message: `You are signed in as ${name}.`,
    actions: [
      { label: 'Go to Your Account', href: '/account' },
      { label: 'Continue Shopping', href: '/' },
    ],
  };
}
