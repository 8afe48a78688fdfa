/**
 * What the storefront's /api accepts as a request body: JSON sent as application/json (1 MB), or
 * a form as multipart/form-data (10 MB, for the résumé and ticket attachments). Anything larger
 * is refused before it is read whole (413); other media types are refused (415), which also
 * keeps out the text/plain and urlencoded bodies a cross-site form can send; a body that does not
 * parse is the sender's mistake (400), not the server's (500).
 */
import { API_MESSAGES, apiError } from './apiErrors';
import { readCapped } from './readCapped';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024;

export type ApiBody =
  | { ok: true; kind: 'none' }
  | { ok: true; kind: 'json'; value: unknown; bytes: Uint8Array<ArrayBuffer> }
  | { ok: true; kind: 'multipart'; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; response: Response };

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export async function readApiBody(request: Request): Promise<ApiBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (request.body === null || declared === 0) return { ok: true, kind: 'none' };
  const mediaType = mediaTypeOf(request);
  const kind =
    mediaType === 'application/json'
      ? 'json'
      : mediaType === 'multipart/form-data'
        ? 'multipart'
        : null;
  const limit = kind === 'multipart' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
  if (declared > limit) return { ok: false, response: apiError(413, API_MESSAGES.tooLarge) };
  const bytes = await readCapped(request.body, limit);
  if (bytes === null) return { ok: false, response: apiError(413, API_MESSAGES.tooLarge) };
  if (bytes.byteLength === 0) return { ok: true, kind: 'none' };
  if (kind === null) return { ok: false, response: apiError(415, API_MESSAGES.mediaType) };
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
    return { ok: true, kind, value: JSON.parse(new TextDecoder().decode(bytes)), bytes };
  } catch {
    return { ok: false, response: apiError(400, API_MESSAGES.badJson) };
  }
}
