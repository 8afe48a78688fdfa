/**
 * Where a click on an ad creative goes: the provider draws the link, the storefront
 * decides. Site paths navigate inside the app, http(s) URLs open in a new tab without opener or
 * referrer, and anything else ("javascript:", "//host", "/\host") goes nowhere. A click with a
 * modifier on a site path is left to the browser (open in a new tab, as the shopper asked).
 */
import { isExternal, safeHref } from './navLinks';

export type AdLinkAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'open'; url: string }
  | { kind: 'browser' }
  | { kind: 'block' };

export type ClickModifiers = { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

export function adLinkAction(rawHref: string, modifiers: ClickModifiers): AdLinkAction {
  // Browsers read a backslash after the first slash as a second slash: "/\evil.example" is a host.
  const href = rawHref.trim().startsWith('/\\') ? null : safeHref(rawHref);
  if (href === null || href.startsWith('#')) return { kind: 'block' };
  if (isExternal(href)) return { kind: 'open', url: href };
  if (modifiers.ctrlKey || modifiers.metaKey || modifiers.shiftKey) return { kind: 'browser' };
  return { kind: 'navigate', path: href };
}
