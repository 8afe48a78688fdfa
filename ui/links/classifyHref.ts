/**
 * The one rule for where a link goes, shared by the engine and the variants:
 * resolve it against the site's own origin. Only a path that stays on the site is internal; only
 * an absolute http(s) URL to another host is external; "//host", "/\host", "/<tab>/host",
 * control characters and other schemes are neither, and are not followed.
 */
export type HrefTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'hash'; href: string }
  | { kind: 'external'; href: string };

/** A stand-in origin: whatever the real one is, "same origin" means "this site". */
const SITE = 'https://site.invalid';

const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

export function classifyHref(raw: string): HrefTarget | null {
  const href = raw.trim();
  if (href === '' || hasControl(href) || href.includes('\\')) return null;
  if (href.startsWith('#')) return { kind: 'hash', href };
  let url: URL;
  try {
    url = new URL(href, SITE);
  } catch {
    return null;
  }
  if (href.startsWith('/')) return url.origin === SITE ? { kind: 'internal', href } : null;
  const absolute = /^https?:\/\//i.test(href) && /^https?:$/.test(url.protocol);
  return absolute && url.origin !== SITE ? { kind: 'external', href } : null;
}

/** True for an absolute http(s) link to another site. */
export function isExternalHref(href: string): boolean {
  return classifyHref(href)?.kind === 'external';
}
