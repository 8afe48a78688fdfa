/**
 * A streamed page's body (streaming), gzip-compressed when the browser takes it. Each
 * part is flushed through the compressor as it comes: a compressor that waits for a full block
 * (as Hono's compress middleware does, through CompressionStream) would hold the page's first
 * part until the last section is in, and nothing would be streamed.
 */
import { PassThrough, Readable, type Transform } from 'node:stream';
import { createGzip, Gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

export function streamedBody(
  parts: AsyncIterable<string>,
  {
    gzip,
    onCancel,
    onError,
  }: {
    gzip: boolean;
    onCancel: () => void;
    /** A part failed after the first bytes went out: the status cannot change any more, so the
     * response is cut off (the browser sees an incomplete page, not a complete wrong one) and
     * this reports it. */
    onError?: (error: unknown) => void;
  },
): ReadableStream<Uint8Array> {
  const sink: Transform = gzip ? createGzip() : new PassThrough();
  let finished = false;
  // The browser went away (the response stream was cancelled, which destroys the sink).
  sink.once('close', () => {
    if (!finished) onCancel();
  });
  void (async () => {
    try {
      for await (const part of parts) {
        if (sink.destroyed) return;
        sink.write(part);
        if (sink instanceof Gzip) sink.flush();
      }
      finished = true;
      sink.end();
    } catch (error) {
      onError?.(error);
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(sink) as ReadableStream<Uint8Array>;
}

/**
 * Whether a request's Accept-Encoding takes gzip, read as Hono's compress middleware reads it
 * (its parser): gzip's own q if named, else the wildcard's; a q of 0 refuses.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const accepts = parseAccept(acceptEncoding);
  const chosen =
    accepts.find((entry) => entry.type.toLowerCase() === 'gzip') ??
    accepts.find((entry) => entry.type === '*');
  return (chosen?.q ?? 0) > 0;
}
