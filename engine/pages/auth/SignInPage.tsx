import SignInView from '../../../variants/account/SignInView';
import { AccountNotice } from '../../../variants/account/parts/AccountNotice';
import { SIGN_IN_FIELDS } from '../../account/accountFields';
import { PageFrame } from '../frame/PageFrame';
import { useAuthForm } from './useAuthForm';
import { useSignedInNotice } from './useSignedInNotice';

function SignInForm() {
  const { form, signUpHref } = useAuthForm('signIn', SIGN_IN_FIELDS, { email: '', password: '' });
  return (
    <SignInView
      email={form.field('email')}
      password={form.field('password')}
      submitting={form.submitting}
      serverError={form.serverError}
      onSubmit={form.onSubmit}
      signUpHref={signUpHref}
    />
  );
}

/** /sign-in: e-mail and password against the API (spec 2.1, 5, 6, 7.1). */
export default function SignInPage() {
  const signedIn = useSignedInNotice();
  return <PageFrame>{signedIn ? <AccountNotice {...signedIn} /> : <SignInForm />}</PageFrame>;
}
