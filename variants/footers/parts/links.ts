/** Pure link rules shared by every footer variant (tested in links.test.ts). */

import { classifyHref } from '../../../ui/links/classifyHref';

/** Absolute http(s) URLs leave the single-page app, so they render as plain anchors. */
export { isExternalHref } from '../../../ui/links/classifyHref';

/**
 * A dialable tel: URL from a display number ("(313) 555-0142" → "tel:3135550142"). Keeps a leading
 * "+" for international numbers; returns null when no digits remain, so no dead link is rendered.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The router path for a link inside CMS rich text, or null when the browser should follow it
 * itself: only same-site absolute paths ("/faq", not "//cdn…", "#top", "mailto:" or http URLs).
 */
export function spaPathOf(href: string | null): string | null {
  if (href === null) return null;
  const target = classifyHref(href);
  return target?.kind === 'internal' ? target.href : null;
}

/** External links opened in a new tab need rel="noopener noreferrer" so the new page cannot reach back. */
export const NEW_TAB_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
