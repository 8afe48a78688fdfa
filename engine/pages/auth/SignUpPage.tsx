import SignUpView from '../../../variants/account/SignUpView';
import { AccountNotice } from '../../../variants/account/parts/AccountNotice';
import { SIGN_UP_FIELDS } from '../../account/accountFields';
import { PageFrame } from '../frame/PageFrame';
import { useAuthForm } from './useAuthForm';
import { useSignedInNotice } from './useSignedInNotice';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' };

function SignUpForm() {
  const { form, signInHref } = useAuthForm('signUp', SIGN_UP_FIELDS, EMPTY);
  return (
    <SignUpView
      firstName={form.field('firstName')}
      lastName={form.field('lastName')}
      email={form.field('email')}
      phone={form.field('phone')}
      password={form.field('password')}
      submitting={form.submitting}
      serverError={form.serverError}
      onSubmit={form.onSubmit}
      signInHref={signInHref}
    />
  );
}

/** /sign-up: a new account, signed in on success (spec 2.1, 5, 6, 7.1). */
export default function SignUpPage() {
  const signedIn = useSignedInNotice();
  return <PageFrame>{signedIn ? <AccountNotice {...signedIn} /> : <SignUpForm />}</PageFrame>;
}
