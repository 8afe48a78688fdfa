/**
 * What the storefront's /api accepts as a request body: JSON sent as application/json (1 MB), or
 * a form as multipart/form-data (10 MB, for the résumé and ticket attachments). Anything larger
 * is refused before it is read whole (413); other media types are refused (415), which also
 * keeps out the text/plain and urlencoded bodies a cross-site form can send; a body that does not
 * parse is the sender's mistake (400), not the server's (500).
 *
 * One exception: the analytics collector's batches (POST /api/events) come from
 * `navigator.sendBeacon`, which sends JSON text as text/plain (the one way it needs no CORS
 * preflight), so that route alone reads text/plain as JSON, within a batch's limit. Its writes are
 * still held to this storefront's own pages (crossSite.ts), as every write is.
 */
import { EVENT_BATCH_BYTES_MAX } from '../schemas/analytics/events';
import { API_MESSAGES, apiError } from './apiErrors';
import { readCapped } from './readCapped';
import { callOf } from './sessionExchange';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024;

/** The calls whose JSON may come as text/plain: beacons (see above). */
const BEACON_CALLS: ReadonlySet<string> = new Set(['POST /events']);

export type ApiBody =
  | { ok: true; kind: 'none' }
  | {
      ok: true;
      kind: 'json';
      value: unknown;
      bytes: Uint8Array<ArrayBuffer>;
      /** Sent as text/plain (a beacon): the API is sent it as application/json. */
      asText: boolean;
    }
  | { ok: true; kind: 'multipart'; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; response: Response };

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** What a call's body may be: its media types, its limit and the words for each refusal. */
function bodyRuleOf(request: Request, mediaType: string) {
  if (BEACON_CALLS.has(callOf(request.method, request.url)))
    return {
      kind: mediaType === 'application/json' || mediaType === 'text/plain' ? 'json' : null,
      limit: EVENT_BATCH_BYTES_MAX,
      tooLarge: API_MESSAGES.eventsTooLarge,
      mediaType: API_MESSAGES.eventsMediaType,
    } as const;
  return {
    kind:
      mediaType === 'application/json'
        ? 'json'
        : mediaType === 'multipart/form-data'
          ? 'multipart'
          : null,
    limit: mediaType === 'multipart/form-data' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
    tooLarge: API_MESSAGES.tooLarge,
    mediaType: API_MESSAGES.mediaType,
  } as const;
}

export async function readApiBody(request: Request): Promise<ApiBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (request.body === null || declared === 0) return { ok: true, kind: 'none' };
  const mediaType = mediaTypeOf(request);
  const rule = bodyRuleOf(request, mediaType);
  const { kind, limit } = rule;
  if (declared > limit) return { ok: false, response: apiError(413, rule.tooLarge) };
  const bytes = await readCapped(request.body, limit);
  if (bytes === null) return { ok: false, response: apiError(413, rule.tooLarge) };
  if (bytes.byteLength === 0) return { ok: true, kind: 'none' };
  if (kind === null) return { ok: false, response: apiError(415, rule.mediaType) };
  if (kind === 'multipart') {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    try {
      await new Response(bytes, { headers }).formData();
    } catch {
      return { ok: false, response: apiError(400, API_MESSAGES.badForm) };
    }
    return { ok: true, kind, bytes };
  }
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return { ok: true, kind, value, bytes, asText: mediaType === 'text/plain' };
  } catch {
    return { ok: false, response: apiError(400, API_MESSAGES.badJson) };
  }
}
