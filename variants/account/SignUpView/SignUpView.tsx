/**
 * Sign Up View — first and last name side by side from tablet width, e-mail, phone (formatted as
 * it is typed) and password, then "Sign Up" and a link back to sign in.
 */
import { Link } from 'react-router';
import { FieldRow, TextField } from '../../../ui/Form';
import { AuthCard } from '../parts/AuthCard';
import type { SignUpViewProps } from '../types';

export function SignUpView({
  firstName,
  lastName,
  email,
  phone,
  password,
  signInHref,
  ...form
}: SignUpViewProps) {
  return (
    <AuthCard
      heading="Create your account"
      submitLabel="Sign Up"
      {...form}
      footer={
        <>
          Already have an account? <Link to={signInHref}>Sign in</Link>
        </>
      }
    >
      <FieldRow>
        <TextField {...firstName} autoComplete="given-name" />
        <TextField {...lastName} autoComplete="family-name" />
      </FieldRow>
      <TextField {...email} type="email" autoComplete="email" inputMode="email" />
      <TextField
        {...phone}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint="Optional. 10 digits, e.g. +1 (248) 555-0199"
      />
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
      />
    </AuthCard>
  );
}
