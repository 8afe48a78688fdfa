/**
 * How a rendered page is answered: its caching headers (server/pageCaching) and, for a page sent
 * whole, a document with no nonce (the CSP allows its scripts by their hashes, so the same page is
 * the same bytes for every response), its ETag, and a 304 to a browser that already has it.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { inlineScriptHashes, pageDocument, withoutScriptNonce } from './document';
import { pageCacheHeaders, STORE_KEY_HEADER, type PageCacheOptions } from './pageCaching';
import { bodyEtag, notModified, pageEtag } from './pageEtag';
import { isStreamedPage, type RenderedPage, type WholePage } from './renderedPage';
import { allowTagManager, scriptsByHash } from './securityHeaders';
import { retryHeaders } from './serverErrors';
import { acceptsGzip } from './streamedBody';

const gzipped = promisify(gzip);

export type PageResponderOptions = {
  /** The document template, its inline scripts with the nonce slot (server/document). */
  indexHtml: string;
  pageCache: PageCacheOptions;
  /** The embedded demo: each visitor's own backend renders their pages. */
  perVisitorBackend: boolean;
};

/** What a page's caching depends on in its request. */
const requestOf = (c: Context) => ({
  cookie: c.req.header('cookie') ?? null,
  storeKey: c.req.header(STORE_KEY_HEADER) ?? null,
});

export function pageResponder({ indexHtml, pageCache, perVisitorBackend }: PageResponderOptions) {
  const template = withoutScriptNonce(indexHtml);
  const scripts = inlineScriptHashes(indexHtml);
  // The build's document names its hashed files: a new build is a new ETag for every page.
  const build = bodyEtag(indexHtml);
  const cachingHeaders = (c: Context, page: RenderedPage) => {
    const streamed = isStreamedPage(page);
    const complete = !streamed && page.complete;
    const { caching, status } = page;
    return pageCacheHeaders(
      requestOf(c),
      { caching, status, streamed, perVisitorBackend, complete },
      pageCache,
    );
  };

  return {
    /** A streamed page's headers but its type and encoding. */
    streamedHeaders: (c: Context, page: RenderedPage): Record<string, string> => {
      if (page.tagManager) allowTagManager(c);
      return {
        ...cachingHeaders(c, page),
        // A proxy in front (nginx) passes each part on as it comes instead of buffering it.
        'X-Accel-Buffering': 'no',
        ...retryHeaders(page.status),
      };
    },

    /** A page sent whole, or 304 when the request names its ETag. */
    async whole(c: Context, page: WholePage, chunks: readonly string[]): Promise<Response> {
      const caching = cachingHeaders(c, page);
      scriptsByHash(c, scripts);
      if (page.tagManager) allowTagManager(c);
      // A page no cache keeps is never revalidated.
      const etag = caching['Cache-Control']?.includes('no-store') ? null : pageEtag(page, build);
      const headers = {
        ...caching,
        ...(etag === null ? {} : { ETag: etag }),
        ...retryHeaders(page.status),
      };
      const repeat = etag !== null && notModified(c.req.header('if-none-match'), etag);
      if (repeat && page.status === 200) return c.body(null, 304, headers);
      const document = pageDocument(template, page, chunks);
      if (c.req.method === 'HEAD' || !acceptsGzip(c.req.header('accept-encoding'))) {
        return c.html(document, page.status as 200, headers);
      }
      // Compressed here, on libuv's threads: the compress middleware would first turn the page
      // into a web stream, which costs the render's thread more than the compression itself.
      return c.body(await gzipped(document), page.status as 200, {
        ...headers,
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': 'gzip',
      });
    },
  };
}
