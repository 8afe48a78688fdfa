/**
 * Where the session cookie meets the API's bearer token (sessionCookie.ts). On the way up, the
 * handle a page sends as its bearer becomes the cookie's token, and nothing else does: a call the
 * app makes without a token (sign-in, the contact form) stays anonymous even with a cookie, and a
 * stale or forged handle reaches the API as no token at all. On the way down, a sign-in or sign-up
 * answer's token goes into the cookie and the page gets the handle; sign-out, closing the account
 * and a 401 for the token end the cookie.
 */
import { clearedSessionCookie, sessionCookie, sessionHandle } from './sessionCookie';

/** Calls whose JSON body carries the token itself (spec 7.6: the abandoned-cart e-mail post). */
const TOKEN_IN_BODY = new Set(['POST /cms/abandonedCartEmailStatus']);
const SIGN_INS = new Set(['POST /auth/sign-in', 'POST /auth/sign-up']);
const SIGN_OUT = 'POST /auth/sign-out';
const CLOSE_ACCOUNT = 'DELETE /users/me';

/** "POST /auth/sign-in" for POST /api/auth/sign-in/. */
export const callOf = (method: string, url: string) =>
  `${method} ${new URL(url).pathname.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '')}`;

const bearerOf = (header: string | null) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type Upward = {
  /** The headers to send on: Authorization is the cookie's token, or absent. */
  headers: Headers;
  /** The JSON body to send on, when the token had to go into it; else undefined (unchanged). */
  json: unknown;
  /** True when the call carries the cookie's token. */
  authorised: boolean;
};

/** The request's credentials as the API must see them. */
export function exchangeUpward(request: Request, token: string | null, json: unknown): Upward {
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  headers.delete('content-length');
  const handle = token === null ? null : sessionHandle(token);
  const authorised = handle !== null && bearerOf(request.headers.get('authorization')) === handle;
  if (authorised) headers.set('authorization', `Bearer ${token}`);
  const call = callOf(request.method, request.url);
  if (TOKEN_IN_BODY.has(call) && isRecord(json) && 'token' in json) {
    // Only the handle of this visitor's own cookie turns into their token.
    const body = { ...json, token: authorised && json.token === handle ? token : null };
    return { headers, json: body, authorised };
  }
  return { headers, json: undefined, authorised };
}

/** The API's answer as the page must see it: tokens kept in the cookie, handles handed out. */
export async function exchangeDownward(
  request: Request,
  response: Response,
  { authorised, secure }: { authorised: boolean; secure: boolean },
): Promise<Response> {
  const call = callOf(request.method, request.url);
  if (SIGN_INS.has(call) && response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    if (!isRecord(body) || typeof body.token !== 'string' || body.token === '') {
      return new Response(text, { status: response.status, headers });
    }
    headers.append('set-cookie', sessionCookie(body.token, secure));
    const handedOut = { ...body, token: sessionHandle(body.token) };
    return new Response(JSON.stringify(handedOut), { status: response.status, headers });
  }
  // Signing out ends the session on this device whatever the API answered.
  const ends =
    call === SIGN_OUT ||
    (call === CLOSE_ACCOUNT && response.ok) ||
    (authorised && response.status === 401);
  if (!ends) return response;
  const headers = new Headers(response.headers);
  headers.append('set-cookie', clearedSessionCookie(secure));
  return new Response(response.body, { status: response.status, headers });
}
