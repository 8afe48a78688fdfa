import { describe, expect, it } from 'vitest';
import { TROY_SELECTION } from '../fixtures/data/storeSelections';
import { buildRoutes } from '../engine/routing/routes';
import { STORE_COOKIE, storeSelectionCookie } from '../engine/site/storeCookie';
import {
  DEFAULT_PAGE_CACHE,
  normalStoreKey,
  pageCacheHeaders,
  NO_STORE_KEY,
  STORE_KEY_HEADER,
  type PageCacheInput,
} from './pageCaching';
import { SESSION_COOKIE } from './sessionCookie';

const troy = TROY_SELECTION;
/** The cookie as the app writes it, and its value. */
const troyPair = storeSelectionCookie(troy).split(';')[0] ?? '';
const troyKey = troyPair.slice(`${STORE_COOKIE}=`.length);

const GUEST_PAGE: PageCacheInput = {
  caching: 'guest',
  status: 200,
  streamed: false,
  perVisitorBackend: false,
  complete: true,
};
const headersFor = (
  request: { cookie: string | null; storeKey: string | null },
  page: Partial<PageCacheInput> = {},
  options = DEFAULT_PAGE_CACHE,
) => pageCacheHeaders(request, { ...GUEST_PAGE, ...page }, options);

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

describe('page caching', () => {
  it('lets a shared cache keep a guest page under the store key it derived from the cookie', () => {
    expect(headersFor({ cookie: `a=1; ${troyPair}; b=2`, storeKey: troyKey })).toEqual({
      'Cache-Control': SHARED,
      Vary: `${STORE_KEY_HEADER}, Accept-Encoding`,
      [STORE_KEY_HEADER]: troyKey,
    });
    // No store chosen: the key is empty, and the page is the no-store page.
    expect(headersFor({ cookie: 'a=1', storeKey: NO_STORE_KEY })['Cache-Control']).toBe(SHARED);
    expect(headersFor({ cookie: null, storeKey: NO_STORE_KEY })['Cache-Control']).toBe(SHARED);
    // A page that does not exist is the same for every guest too.
    expect(
      headersFor({ cookie: null, storeKey: NO_STORE_KEY }, { status: 404 })['Cache-Control'],
    ).toBe(SHARED);
  });

  it.each([
    ['no key header: a cache that does not derive it would share one store’s page', troyPair, null],
    ['a key that is not the cookie’s value', troyPair, NO_STORE_KEY],
    ['a key for a cookie the request does not carry', null, troyKey],
  ])('keeps the page private with %s', (_case, cookie, storeKey) => {
    expect(headersFor({ cookie, storeKey })).toEqual({
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie',
    });
  });

  it('shares no copy of a store cookie spelt otherwise than the app writes it', () => {
    const reordered = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Object.entries(troy).reverse())),
    );
    expect(normalStoreKey(`${STORE_COOKIE}=${reordered}`)).toBeNull();
    expect(normalStoreKey(`${STORE_COOKIE}=nonsense`)).toBeNull();
    expect(normalStoreKey(troyPair)).toBe(troyKey);
    expect(normalStoreKey(null)).toBe(NO_STORE_KEY);
    expect(normalStoreKey(`${STORE_COOKIE}=`)).toBe(NO_STORE_KEY);
    const cookie = `${STORE_COOKIE}=${reordered}`;
    expect(headersFor({ cookie, storeKey: reordered })['Cache-Control']).toBe('private, no-cache');
  });

  it('never shares a delivery selection: it carries the shopper’s address', () => {
    const delivery = {
      ...troy,
      orderType: 'DELIVERY' as const,
      selectedDeliveryAddress: '9 Elm St',
    };
    const pair = storeSelectionCookie(delivery).split(';')[0] ?? '';
    const key = pair.slice(`${STORE_COOKIE}=`.length);
    expect(headersFor({ cookie: pair, storeKey: key })['Cache-Control']).toBe('private, no-cache');
  });

  it('keeps a signed-in shopper’s pages and personal pages out of every cache', () => {
    const signedIn = `${SESSION_COOKIE}=h; ${troyPair}`;
    expect(headersFor({ cookie: signedIn, storeKey: troyKey })).toEqual({
      'Cache-Control': 'private, no-store',
    });
    expect(headersFor({ cookie: null, storeKey: NO_STORE_KEY }, { caching: 'personal' })).toEqual({
      'Cache-Control': 'private, no-store',
    });
  });

  it.each([
    ['a streamed page (its scripts carry the response’s nonce)', { streamed: true }],
    ['a failure', { status: 503 }],
    ['a page the render budget ran out on (its lists left to the browser)', { complete: false }],
    ['the embedded demo (each visitor’s own backend)', { perVisitorBackend: true }],
  ])('does not share %s', (_case, page) => {
    expect(headersFor({ cookie: null, storeKey: NO_STORE_KEY }, page)['Cache-Control']).toMatch(
      /^private, no-cache/,
    );
  });

  it('streams without re-encoding, and shares nothing when the shared age is 0', () => {
    expect(headersFor({ cookie: null, storeKey: NO_STORE_KEY }, { streamed: true })).toEqual({
      'Cache-Control': 'private, no-cache, no-transform',
      Vary: 'Cookie, Accept-Encoding',
    });
    const off = { sharedMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 300 };
    expect(headersFor({ cookie: null, storeKey: NO_STORE_KEY }, {}, off)['Cache-Control']).toBe(
      'private, no-cache',
    );
  });
});

describe('the route table’s caching', () => {
  const routes = buildRoutes();
  const personal = routes.filter((route) => route.caching === 'personal').map((route) => route.id);

  it('marks the pages about the shopper personal, and only those', () => {
    expect(personal).toEqual(
      expect.arrayContaining([
        'cart',
        'checkout',
        'cartAbandonment',
        'account',
        'profile',
        'yourOrder',
        'buyAgain',
        'yourList',
        'notification',
        'ticketList',
        'chatWithRetailerDetails',
      ]),
    );
    for (const guest of ['home', 'shop', 'product', 'deals', 'signIn', 'faq', 'notFound']) {
      expect(personal).not.toContain(guest);
    }
  });
});
