import { useState } from 'react';
import { RequestInformationView } from '../../../variants/account/AccountViews';
import { accountCalls } from '../../api/accountCalls';
import { useApiClient } from '../../api/ApiClientProvider';
import { errorMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { PageFrame } from '../frame/PageFrame';
import { AccountGate } from './AccountGate';

/** Said when the server accepts without words of its own: the request is never met by silence. */
const requestReceived = (email: string) =>
  `Request received. A copy of your information will be e-mailed to ${email}.`;

function RequestCopy({ email, token }: { email: string; token: string }) {
  const client = useApiClient();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const request = useApiMutation(() => accountCalls(client).requestInformation(token), {
    onSuccess: (result) =>
      result.ok
        ? setConfirmation(result.message || requestReceived(email))
        : setServerError(result.message),
    onError: (error) => setServerError(errorMessage(error)),
  });
  return (
    <RequestInformationView
      email={email}
      submitting={request.isPending}
      serverError={serverError}
      confirmation={confirmation}
      onRequest={() => {
        setServerError(null);
        request.mutate();
      }}
    />
  );
}

/** /account/request-your-information: ask for a copy of one's data, then the confirmation. */
export default function RequestInformationPage() {
  return (
    <PageFrame>
      <AccountGate>{(user, token) => <RequestCopy email={user.email} token={token} />}</AccountGate>
    </PageFrame>
  );
}
