/**
 * Who may keep a server-rendered page, and under which key (docs/operations.md, Caching).
 *
 * The server renders guest pages only (the session loads after hydration), and of the shopper's
 * browser it reads one thing: the `storefront-store` cookie. So a guest page is the same for
 * every guest whose cookie has the same value, and a shared cache may keep one copy per value,
 * if it keys on it. No shared cache can use `Vary: Cookie` (every cookie, the analytics ones
 * too, would be part of the key), so the key travels in a header the cache derives from the
 * cookie, `Storefront-Store`, and the page varies on that. A cache that does not derive it must
 * not share the page at all: the server answers `public` only when the request's header agrees
 * with its cookie, which only such a cache arranges. Anything else stays private.
 */
import { STORE_COOKIE, storeSelectionCookieValue } from '../engine/site/storeCookie';
import { cookieValue, storeSelectionFromCookie } from '../engine/site/storeCookieReader';
import type { PageCaching } from '../engine/routing/types';
import { SESSION_COOKIE } from './sessionCookie';

/** The request header a shared cache sets to the `storefront-store` cookie's value (NO_STORE_KEY
 * when the request has none); the response varies on it. */
export const STORE_KEY_HEADER = 'Storefront-Store';

/** The key of a request without a store cookie: a proxy does not send a header left empty. No
 * cookie the app writes has this value. */
export const NO_STORE_KEY = '-';

export type PageCacheOptions = {
  /** How long a shared cache may serve a guest page without asking (s-maxage), in seconds. */
  sharedMaxAgeSeconds: number;
  /** How long after that it may still serve it while it asks again (stale-while-revalidate). */
  staleWhileRevalidateSeconds: number;
};

/** A minute: a CMS edit or a price reaches guests within a minute and a half (with the data
 * cache's 30 s), while a peak's guests are served from the cache. */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 300,
};

/** Statuses a shared cache may keep: the page, and a page that does not exist. */
const SHAREABLE_STATUSES = new Set([200, 404, 410]);

export type PageRequest = {
  /** The request's Cookie header. */
  cookie: string | null;
  /** The request's Storefront-Store header; null when absent. */
  storeKey: string | null;
};

export type PageCacheInput = {
  caching: PageCaching;
  status: number;
  /** A streamed page carries React's scripts with this response's nonce: never shared. */
  streamed: boolean;
  /** The embedded demo renders each visitor's own sandbox: never shared. */
  perVisitorBackend: boolean;
  /** False when the render budget ran out before all its data came: never shared. */
  complete: boolean;
};

/**
 * The store cookie's value when it is the one form the app writes for a store (or NO_STORE_KEY
 * when there is none): two spellings of one store would make two copies, and a value the page
 * does not read as a store a copy of the no-store page under another key. null for any other
 * value, and for a delivery selection, which carries the shopper's address: that page is theirs.
 */
export function normalStoreKey(cookie: string | null): string | null {
  const value = cookieValue(cookie, STORE_COOKIE);
  if (value === null || value === '') return NO_STORE_KEY;
  const selection = storeSelectionFromCookie(cookie);
  if (selection === null || selection.selectedDeliveryAddress !== '') return null;
  return storeSelectionCookieValue(selection) === value ? value : null;
}

/** Whether a shared cache keyed on Storefront-Store may keep this response. */
export function isShareable(request: PageRequest, page: PageCacheInput): boolean {
  if (page.caching !== 'guest' || page.streamed || page.perVisitorBackend || !page.complete) {
    return false;
  }
  if (!SHAREABLE_STATUSES.has(page.status)) return false;
  // A signed-in shopper's requests never come from, or go into, a shared copy.
  if (cookieValue(request.cookie, SESSION_COOKIE) !== null) return false;
  const key = normalStoreKey(request.cookie);
  return key !== null && request.storeKey === key;
}

/** The caching headers of a page response. */
export function pageCacheHeaders(
  request: PageRequest,
  page: PageCacheInput,
  options: PageCacheOptions,
): Record<string, string> {
  if (options.sharedMaxAgeSeconds > 0 && isShareable(request, page)) {
    return {
      // Browsers revalidate at once (max-age=0, with the ETag); the shared cache keeps it.
      'Cache-Control': `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`,
      Vary: `${STORE_KEY_HEADER}, Accept-Encoding`,
      [STORE_KEY_HEADER]: request.storeKey ?? NO_STORE_KEY,
    };
  }
  // Re-encoding (a proxy's compression) would buffer a streamed page: no longer streamed.
  const transform = page.streamed ? ', no-transform' : '';
  const personal = page.caching === 'personal' || cookieValue(request.cookie, SESSION_COOKIE);
  if (personal) return { 'Cache-Control': `private, no-store${transform}` };
  return {
    // The browser's own cache may keep it and ask again each time; the page shows the store
    // its cookie names.
    'Cache-Control': `private, no-cache${transform}`,
    Vary: page.streamed ? 'Cookie, Accept-Encoding' : 'Cookie',
  };
}
