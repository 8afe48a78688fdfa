/**
 * The shopper's sign-in token lives in an HttpOnly cookie that no script can read (not the page's,
 * not an ad provider's). The browser holds only a handle: a digest of the token that the
 * storefront's /api accepts as "the session in my cookie" and that is worth nothing anywhere else.
 * The handle keeps the app's model (spec 6: signed in while a token is present; the token sent
 * with the calls that need it) and keeps tabs in step through local storage, carrying no secret.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'storefront_session';

/** A sign-in lasts as long as a stored session did before: until sign-out, a 401, or a month. */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Longer than any token a backend issues; a cookie beyond it is ignored as forged. */
const MAX_TOKEN_LENGTH = 4096;

/** The handle the browser holds for `token`. One-way: the token cannot be recovered from it. */
export function sessionHandle(token: string): string {
  return `session.${createHash('sha256').update(token).digest('base64url')}`;
}

/** The token in the request's session cookie, if any. */
export function sessionToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token !== undefined && token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The Set-Cookie value that keeps `token` (Secure when the storefront is served over https). */
export function sessionCookie(token: string, secure: boolean): string {
  return generateCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE_S,
  });
}

/** The Set-Cookie value that ends the session. */
export function clearedSessionCookie(secure: boolean): string {
  return generateCookie(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: 0,
  });
}
