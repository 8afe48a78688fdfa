/**
 * Every visitor of the embedded default gets a mock backend of their own (mockApi.ts): a random
 * id in an HttpOnly cookie names their sandbox, so nothing one visitor does (a cart, a sign-up,
 * an order, a changed password of the demo account) is seen by another.
 *
 * With test hooks (STOREFRONT_TEST_HOOKS=1) a request may instead name its sandbox in the
 * `mock-sandbox` header: journeys run side by side on one server, each in its own. A public
 * server ignores that header.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { clientAddress } from './clientAddress';
import type { MockContext } from './mockApi';

export const VISITOR_COOKIE = 'storefront_visitor';
export const MOCK_SANDBOX_HEADER = 'mock-sandbox';

/** The shape of the ids this server issues (crypto.randomUUID): anything else is not ours. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SANDBOX_NAME = /^[\w-]{1,64}$/;

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's sandbox key, set by visitorSandbox(). */
    mockSandbox: string | undefined;
  }
}

export type VisitorSandboxOptions = {
  /** Test hooks on: the `mock-sandbox` header names the sandbox. */
  namedSandboxes: boolean;
  /** The storefront is served over https: the cookie is Secure. */
  secureCookies: boolean;
};

export function visitorSandbox({
  namedSandboxes,
  secureCookies,
}: VisitorSandboxOptions): MiddlewareHandler {
  return async (c, next) => {
    const fromCookie = getCookie(c, VISITOR_COOKIE);
    const known = fromCookie !== undefined && VISITOR_ID.test(fromCookie);
    const visitorId = known ? fromCookie : crypto.randomUUID();
    const named = namedSandboxes ? namedSandbox(c.req.header(MOCK_SANDBOX_HEADER)) : null;
    // Prefixed, so a name can never select a visitor's sandbox.
    c.set('mockSandbox', named === null ? `visitor:${visitorId}` : `named:${named}`);
    await next();
    // A response a shared cache may keep (files, robots.txt) must not hand one visitor's id to
    // the next: only the others carry it.
    if (!known && !sharedCacheable(c.res)) {
      c.header('set-cookie', visitorCookie(visitorId, secureCookies), { append: true });
    }
  };
}

/** What the embedded mock needs to know of the request `c` (after visitorSandbox ran). */
export function mockContextOf(c: Context): MockContext {
  const sandbox = c.get('mockSandbox');
  if (sandbox === undefined) throw new Error('visitorSandbox() must run before the mock API');
  return { sandbox, fixtureFrom: c.req.raw, clientAddress: clientAddress(c) };
}

/** The sandbox a `mock-sandbox` header names, when it is a name at all (test hooks only). */
export const namedSandbox = (header: string | undefined) =>
  header !== undefined && SANDBOX_NAME.test(header) ? header : null;

const sharedCacheable = (response: Response) =>
  /\b(public|s-maxage)\b/i.test(response.headers.get('cache-control') ?? '');

/** No Max-Age: the sandbox ends after 30 idle minutes anyway (mockApi.ts), the cookie with the
 * browser session; an id whose sandbox has gone simply starts a fresh one. */
const visitorCookie = (id: string, secure: boolean) =>
  generateCookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', secure });
