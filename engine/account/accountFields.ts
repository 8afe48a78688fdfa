import { formatContactNumber } from '../rules/validation';
import type { FormField } from '../forms/useForm';

/** The account forms' fields: labels are the spec's words and name the field in spec 5 messages. */

const email = { key: 'email', name: 'Email', required: true } as const;
const password = { key: 'password', name: 'Password', required: true, untrimmed: true } as const;
const firstName = { key: 'firstName', name: 'First Name', required: true } as const;
const lastName = { key: 'lastName', name: 'Last Name', required: true } as const;
/** Optional, but when given it must be the formatted ten-digit number (spec 5 contactNumber). */
const phone = {
  key: 'phone',
  name: 'Phone',
  checkAs: 'contactNumber',
  format: formatContactNumber,
} as const;

export const SIGN_IN_FIELDS: readonly FormField<'email' | 'password'>[] = [email, password];

export type SignUpKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'password';
export const SIGN_UP_FIELDS: readonly FormField<SignUpKey>[] = [
  firstName,
  lastName,
  email,
  phone,
  password,
];

export type ProfileKey = 'firstName' | 'lastName' | 'email' | 'phone';
export const PROFILE_FIELDS: readonly FormField<ProfileKey>[] = [firstName, lastName, email, phone];

export type PasswordKey = 'currentPassword' | 'newPassword';
export const PASSWORD_FIELDS: readonly FormField<PasswordKey>[] = [
  { key: 'currentPassword', name: 'Current Password', required: true, untrimmed: true },
  {
    key: 'newPassword',
    name: 'New Password',
    required: true,
    untrimmed: true,
    checkAs: 'password',
  },
];
