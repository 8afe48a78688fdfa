import type { ReactNode } from 'react';
import type { User } from '../../../schemas';
import { AccountNotice } from '../../../variants/account/parts/AccountNotice';
import { FormAlert } from '../../../ui/Form';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useAccountUser } from './useAccountUser';

/**
 * What every account page shows before its content: guests are asked to sign in (and come back
 * here afterwards), a loading user draws a panel of the content's size, an error says why.
 */
export function AccountGate({
  children,
  skeletonHeight = 280,
}: {
  children(user: User, token: string): ReactNode;
  skeletonHeight?: number;
}) {
  const state = useAccountUser();
  if (state.status === 'guest') {
    return (
      <AccountNotice
        message="Sign in to see your account."
        actions={[
          { label: 'Sign In', href: state.signInHref },
          { label: 'Create an account', href: state.signUpHref },
        ]}
      />
    );
  }
  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading your account</VisuallyHidden>
        <Skeleton shape="block" width="100%" height={skeletonHeight} />
      </div>
    );
  }
  if (state.status === 'error') return <FormAlert>{state.message}</FormAlert>;
  return children(state.user, state.token);
}
