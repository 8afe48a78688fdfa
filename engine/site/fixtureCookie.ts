/**
 * The embedded default served by the production server (server/) keeps its mock backend on the
 * server, one per fixture site: the browser names its previewed site in this cookie, so every API
 * call (and, later, the server-rendered page) uses that site. A session cookie, like the
 * sessionStorage selection it mirrors: the preview sticks for the browser session.
 */
export const FIXTURE_COOKIE = 'storefront-fixture';

/** The site a Cookie header names; unknown names and malformed headers give the default. */
export function fixtureFromCookie(
  header: string | null,
  known: readonly string[],
  fallback: string,
): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== FIXTURE_COOKIE) continue;
    const value = safeDecode(part.slice(at + 1).trim());
    return value !== null && known.includes(value) ? value : fallback;
  }
  return fallback;
}

/** The document.cookie assignment that selects `name`. */
export function fixtureCookie(name: string): string {
  return `${FIXTURE_COOKIE}=${encodeURIComponent(name)}; Path=/; SameSite=Lax`;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
