import type { User } from '../../../schemas';
import type { CheckoutField, CheckoutFieldKey } from '../../../variants/cart/types';
import { formatContactNumber, validateField, type FieldRule } from '../../rules/validation';

/** The checkout contact fields; the keys are the spec §3 form-body keys the rules know. */
export const CHECKOUT_FIELDS: readonly (FieldRule & {
  key: CheckoutFieldKey;
  name: string;
  type: CheckoutField['type'];
  autoComplete: string;
})[] = [
  {
    key: 'firstName',
    name: 'First Name',
    required: true,
    type: 'text',
    autoComplete: 'given-name',
  },
  { key: 'lastName', name: 'Last Name', required: true, type: 'text', autoComplete: 'family-name' },
  { key: 'email', name: 'Email', required: true, type: 'email', autoComplete: 'email' },
  {
    key: 'contactNumber',
    name: 'Contact Number',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
  },
];

export type CheckoutValues = Record<CheckoutFieldKey, string>;
export type CheckoutErrors = Partial<Record<CheckoutFieldKey, string>>;

/** A signed-in shopper starts with their own details filled in. */
export function initialCheckoutValues(
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'> | null,
): CheckoutValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    contactNumber: formatContactNumber(user?.phone ?? ''),
  };
}

/** The contact number is formatted as it is typed, so ten digits satisfy spec 5's 17 characters. */
export function nextCheckoutValue(key: CheckoutFieldKey, raw: string): string {
  return key === 'contactNumber' ? formatContactNumber(raw) : raw;
}

export function checkoutErrors(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    const message = validateField(field, values[field.key]);
    if (message !== null) errors[field.key] = message;
  }
  return errors;
}

/** The first message, in form order: the one warning toast a submit shows (spec 5, 8). */
export function firstCheckoutError(errors: CheckoutErrors): string | null {
  for (const field of CHECKOUT_FIELDS) {
    const message = errors[field.key];
    if (message !== undefined) return message;
  }
  return null;
}

export function checkoutFields(values: CheckoutValues, errors: CheckoutErrors): CheckoutField[] {
  return CHECKOUT_FIELDS.map((field) => ({
    key: field.key,
    label: field.name,
    type: field.type,
    autoComplete: field.autoComplete,
    value: values[field.key],
    error: errors[field.key] ?? null,
  }));
}
