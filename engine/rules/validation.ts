/**
 * Spec 5 "Generic form validation". Each rule is keyed by the form body's field key (spec §3
 * "Form bodies": resume, email, contactNumber, password, ccNum, ccExp); every other key only has
 * to be filled in when required. The messages are the spec's, word for word.
 */

export type FieldValue = string | Blob | null | undefined;

/** The form body keys spec 5 gives a rule of their own. */
export type SpecFieldKey = 'resume' | 'email' | 'contactNumber' | 'password' | 'ccNum' | 'ccExp';

export type FieldRule = {
  /** The form body key, e.g. "email" or "firstName". */
  key: string;
  /** The field's name in messages ("Please enter First Name."); the key when absent. */
  name?: string;
  required?: boolean;
  /**
   * Which spec 5 row checks the value, when the body key differs from the spec's (a "phone" key
   * formatted like contactNumber, a "newPassword" checked like password); the key when absent.
   */
  checkAs?: SpecFieldKey;
};

export type FieldError = { key: string; message: string };

export const VALIDATION_MESSAGES = {
  required: (name: string) => `Please enter ${name}.`,
  upload: (name: string) => `Please upload ${name}.`,
  email: 'Please provide a correct email address!',
  contactNumber: 'Contact number should contain at least 10 digits.',
  password: 'Please provide at least 6 characters!',
  ccNum: 'Card number should be at least 16 digit.',
  ccExp: 'Expire date format should be 02/22.',
} as const;

/** A standard e-mail shape: something@something.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "+1 (248) 555-0199" is 17 characters: the formatted phone the contact-number rule expects. */
export const FORMATTED_PHONE_LENGTH = 17;

function isEmpty(value: FieldValue): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : false;
}

const asText = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/** Rules of the spec's keyed rows; they check a value that is present. */
const KEYED: Record<string, (value: FieldValue) => string | null> = {
  email: (value) => (EMAIL_PATTERN.test(asText(value).trim()) ? null : VALIDATION_MESSAGES.email),
  contactNumber: (value) =>
    asText(value).trim().length >= FORMATTED_PHONE_LENGTH
      ? null
      : VALIDATION_MESSAGES.contactNumber,
  password: (value) => (asText(value).length >= 6 ? null : VALIDATION_MESSAGES.password),
  ccNum: (value) => (asText(value).trim().length >= 16 ? null : VALIDATION_MESSAGES.ccNum),
  ccExp: (value) => (asText(value).includes('/') ? null : VALIDATION_MESSAGES.ccExp),
};

/** The first problem with one field, or null. An empty optional field is left alone. */
export function validateField(rule: FieldRule, value: FieldValue): string | null {
  const name = rule.name ?? rule.key;
  if (isEmpty(value)) {
    if (!rule.required) return null;
    return (rule.checkAs ?? rule.key) === 'resume'
      ? VALIDATION_MESSAGES.upload(name)
      : VALIDATION_MESSAGES.required(name);
  }
  return KEYED[rule.checkAs ?? rule.key]?.(value) ?? null;
}

/** Every field's problem, in the form's order; the first one is the toast shown (spec 8). */
export function validateForm(
  rules: readonly FieldRule[],
  values: Readonly<Record<string, FieldValue>>,
): FieldError[] {
  return rules.flatMap((rule) => {
    const message = validateField(rule, values[rule.key]);
    return message === null ? [] : [{ key: rule.key, message }];
  });
}

/**
 * Formats typed digits as "+1 (248) 555-0199" while the shopper types, so ten digits make the 17
 * characters the contact-number rule counts. A leading country code 1 is not counted twice.
 */
export function formatContactNumber(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'))) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, 10);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6);
  // The ")" waits for the fourth digit, so deleting backwards never gets stuck on it.
  let text = `+1 (${area}`;
  if (prefix !== '') text += `) ${prefix}`;
  if (line !== '') text += `-${line}`;
  return text;
}
