/** The popup e-mail field (spec 5): trimmed, then "Email is required" or "Please enter a valid email". */
import { EMAIL_PATTERN } from './validation';

export const POPUP_EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email',
} as const;

export function checkPopupEmail(value: string): { email: string; error: string | null } {
  const email = value.trim();
  if (email === '') return { email, error: POPUP_EMAIL_MESSAGES.required };
  if (!EMAIL_PATTERN.test(email)) return { email, error: POPUP_EMAIL_MESSAGES.invalid };
  return { email, error: null };
}
