/**
 * Where the shopper goes after signing in or up: back to the page that sent them (the
 * ?redirect= value), when it is a path of this site. Anything else (another origin, "//host",
 * a scheme, the auth pages themselves) goes home, so a crafted link cannot send a fresh session
 * elsewhere.
 */
const AUTH_PATHS = ['/sign-in', '/sign-up'];

export function redirectAfterAuth(requested: string | null, fallback = '/'): string {
  if (requested === null) return fallback;
  const target = requested.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  const path = target.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.includes(path.replace(/\/$/, ''))) return fallback;
  return target;
}

/** A link to an auth page that brings the shopper back to `returnTo` afterwards. */
export function authHref(page: '/sign-in' | '/sign-up', returnTo: string | null): string {
  const target = returnTo === null ? null : redirectAfterAuth(returnTo, '');
  return target ? `${page}?redirect=${encodeURIComponent(target)}` : page;
}
