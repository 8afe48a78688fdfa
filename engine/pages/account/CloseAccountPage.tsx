import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseAccountView } from '../../../variants/account/AccountViews';
import { useSessionActions } from '../../account/useSessionActions';
import { accountCalls } from '../../api/accountCalls';
import { useApiClient } from '../../api/ApiClientProvider';
import { errorMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { PageFrame } from '../frame/PageFrame';
import { AccountGate } from './AccountGate';

function CloseAccount({ token }: { token: string }) {
  const client = useApiClient();
  const session = useSessionActions();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const close = useApiMutation(() => accountCalls(client).closeAccount(token), {
    onSuccess: (result) => {
      setConfirming(false);
      if (!result.ok) {
        setServerError(result.message);
        return;
      }
      // The account is gone: this device signs out (other tabs follow) and leaves the account pages.
      session.end();
      void navigate('/');
    },
    onError: (error) => {
      setConfirming(false);
      setServerError(errorMessage(error));
    },
  });
  return (
    <CloseAccountView
      confirming={confirming}
      closing={close.isPending}
      serverError={serverError}
      onAsk={() => setConfirming(true)}
      onCancel={() => setConfirming(false)}
      onConfirm={() => close.mutate()}
    />
  );
}

/** /account/close-your-account: confirm, close on the server, then signed out. */
export default function CloseAccountPage() {
  return (
    <PageFrame>
      <AccountGate>{(_, token) => <CloseAccount token={token} />}</AccountGate>
    </PageFrame>
  );
}
