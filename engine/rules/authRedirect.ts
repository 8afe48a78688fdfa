/**
 * Where the shopper goes after signing in or up, or after the age gate: back to the page that sent
 * them (the ?redirect= value), when the one safe-link rule (ui/links/classifyHref) calls it a path
 * of this site. Anything else (another origin, "//host", "/\host", control characters such as a
 * tab or a line feed, a scheme, the auth pages themselves) goes home, so a crafted link can neither
 * send a fresh session elsewhere nor hand the router a path it refuses with an error.
 */
import { classifyHref } from '../../ui/links/classifyHref';

const AUTH_PATHS = ['/sign-in', '/sign-up'];

export function redirectAfterAuth(requested: string | null, fallback = '/'): string {
  if (requested === null) return fallback;
  const target = classifyHref(requested);
  if (target?.kind !== 'internal') return fallback;
  const path = target.href.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.includes(path.replace(/\/$/, ''))) return fallback;
  return target.href;
}

/** A link to an auth page that brings the shopper back to `returnTo` afterwards. */
export function authHref(page: '/sign-in' | '/sign-up', returnTo: string | null): string {
  const target = returnTo === null ? null : redirectAfterAuth(returnTo, '');
  return target ? `${page}?redirect=${encodeURIComponent(target)}` : page;
}
