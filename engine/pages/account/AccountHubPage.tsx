import { useRef, useState } from 'react';
import { AccountHubView } from '../../../variants/account/AccountViews';
import { accountLinksFor } from '../../../variants/headers/parts/accountLinks';
import { SignOutConfirmation } from '../../../variants/headers/parts/SignOutConfirmation';
import { useSignOut } from '../../account/useSignOut';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { PageFrame } from '../frame/PageFrame';
import { AccountGate } from './AccountGate';

/** /account and /account-new (and, on phones, /menu-profile): the account hub of spec 2.4. */
export default function AccountHubPage() {
  const chatEnabled = useSiteSettings('chatPlatformCms').enabled;
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const signOut = useSignOut();
  return (
    <PageFrame>
      <AccountGate skeletonHeight={360}>
        {(user) => (
          <AccountHubView
            user={user}
            links={accountLinksFor(chatEnabled)}
            onSignOut={() => setConfirming(true)}
          />
        )}
      </AccountGate>
      <SignOutConfirmation
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          signOut();
        }}
        returnFocusRef={returnFocus}
      />
    </PageFrame>
  );
}
