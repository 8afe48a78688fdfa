/**
 * Sign In View — e-mail and password in a centred card, "Sign In", and a link to create an
 * account. The same card on every width; it fills a phone's width.
 */
import { Link } from 'react-router';
import { TextField } from '../../../ui/Form';
import { AuthCard } from '../parts/AuthCard';
import type { SignInViewProps } from '../types';

export function SignInView({ email, password, signUpHref, ...form }: SignInViewProps) {
  return (
    <AuthCard
      heading="Welcome back"
      submitLabel="Sign In"
      {...form}
      footer={
        <>
          New here? <Link to={signUpHref}>Create an account</Link>
        </>
      }
    >
      <TextField {...email} type="email" autoComplete="email" inputMode="email" />
      <TextField {...password} type="password" autoComplete="current-password" />
    </AuthCard>
  );
}
