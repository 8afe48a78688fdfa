/**
 * Validators on the API's reads: a successful GET (or HEAD) carries an ETag (the API's own, else a weak one
 * of its body), and a browser that already has that answer gets a 304 without the body. The
 * browser's cache keeps such answers privately and asks again every time (`private, no-cache`,
 * unless the API said otherwise), so nothing is ever served stale from it.
 */
import { bodyEtag, notModified } from './pageEtag';

export async function withValidator(request: Request, response: Response): Promise<Response> {
  // A cookie set on the way (a session exchanged) belongs to this answer only.
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read || response.status !== 200 || response.headers.has('set-cookie')) {
    return response;
  }
  // Answers are read whole anyway: the server caps them at 5 MB (server/upstream).
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const etag = headers.get('etag') ?? bodyEtag(body);
  headers.set('ETag', etag);
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'private, no-cache');
  if (notModified(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
