/**
 * Real-API mode: the storefront's /api forwards each call to the retailer's API (API_BASE_URL).
 * Only the headers the API needs go up (no cookies of ours, no hop-by-hop headers); only the
 * headers the app reads come down; the answer is read up to a size cap, so one oversized answer
 * cannot take the server's memory. The deadline comes with the request's signal (apiGateway).
 */
import { API_MESSAGES, apiError } from './apiErrors';
import { readCapped } from './readCapped';

/** Larger than any answer the storefront reads (a full catalogue page is well under 1 MB). */
export const UPSTREAM_ANSWER_LIMIT = 5 * 1024 * 1024;

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'idempotency-key',
  'user-agent',
];
const RESPONSE_HEADERS = [
  'cache-control',
  'content-language',
  'content-type',
  'etag',
  'last-modified',
  'retry-after',
];

const pick = (from: Headers, names: readonly string[]) => {
  const kept = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
};

/** `/api/products?x=1` on the storefront is `${apiBaseUrl}/products?x=1` on the retailer's API. */
export function upstreamUrl(apiBaseUrl: string, storefrontUrl: string): string {
  const { pathname, search } = new URL(storefrontUrl);
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl.slice(0, -1) : apiBaseUrl;
  return `${base}${pathname.replace(/^\/api(?=\/|$)/, '')}${search}`;
}

/** The answer's bytes up to the cap; null when it is larger. */
export async function readCappedAnswer(
  response: Response,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > UPSTREAM_ANSWER_LIMIT) {
    await response.body?.cancel();
    return null;
  }
  return response.body === null
    ? new Uint8Array(0)
    : readCapped(response.body, UPSTREAM_ANSWER_LIMIT);
}

export type Forward = (request: Request, clientAddress: string | null) => Promise<Response>;

/**
 * Forwards storefront /api requests to `apiBaseUrl`; network failures and aborts reject. `passed`:
 * request headers sent along besides the usual ones (the mock's sandbox, with test hooks only).
 */
export function forwardTo(
  apiBaseUrl: string,
  doFetch: typeof fetch = fetch,
  passed: readonly string[] = [],
): Forward {
  const sent = [...REQUEST_HEADERS, ...passed];
  return async (request, clientAddress) => {
    const headers = pick(request.headers, sent);
    if (clientAddress !== null) headers.set('x-forwarded-for', clientAddress);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await doFetch(upstreamUrl(apiBaseUrl, request.url), {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : null,
      signal: request.signal,
      // A redirect would send the shopper's token wherever the API points: not followed.
      redirect: 'manual',
    });
    const body = await readCappedAnswer(response);
    if (body === null) return apiError(502, API_MESSAGES.answerTooLarge);
    if (response.status < 200 || (response.status >= 300 && response.status < 400)) {
      return apiError(502, API_MESSAGES.unusableAnswer);
    }
    return new Response(body.byteLength === 0 ? null : body, {
      status: response.status,
      headers: pick(response.headers, RESPONSE_HEADERS),
    });
  };
}
