import { LoginSecurityView } from '../../../variants/account/AccountViews';
import { PASSWORD_FIELDS } from '../../account/accountFields';
import { accountCalls } from '../../api/accountCalls';
import { useApiClient } from '../../api/ApiClientProvider';
import { useForm } from '../../forms/useForm';
import { PageFrame } from '../frame/PageFrame';
import { AccountGate } from './AccountGate';

function ChangePassword({ email, token }: { email: string; token: string }) {
  const client = useApiClient();
  const form = useForm({
    fields: PASSWORD_FIELDS,
    initialValues: { currentPassword: '', newPassword: '' },
    send: (body) => accountCalls(client).changePassword(token, body),
  });
  return (
    <LoginSecurityView
      email={email}
      form={{
        currentPassword: form.field('currentPassword'),
        newPassword: form.field('newPassword'),
        submitting: form.submitting,
        serverError: form.serverError,
        successMessage: form.successMessage,
        onSubmit: form.onSubmit,
      }}
    />
  );
}

/** /account/login-and-security: the sign-in e-mail and a password change (spec 5 rules). */
export default function LoginSecurityPage() {
  return (
    <PageFrame>
      <AccountGate>
        {(user, token) => <ChangePassword email={user.email} token={token} />}
      </AccountGate>
    </PageFrame>
  );
}
