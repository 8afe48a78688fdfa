/**
 * A dialable tel: URL from a display number ("(313) 555-0142" → "tel:3135550142"). Keeps a leading
 * "+" for international numbers; null when no digits remain, so no dead link is rendered.
 * Same rule as the footer's; kept here so the store card does not depend on another family.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
