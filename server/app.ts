/**
 * The production HTTP server's routes (issue 13), framework: Hono, whose handlers take and return
 * web-standard Request/Response, so the mock API (MSW handlers) and, next, React Router's static
 * handler plug in without adapters. Stateless apart from the embedded mock backend.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApiClient, type ApiClient } from '../engine/api/client';
import { STUDIO_FRAME_PARAM } from '../engine/studio/studioFrame';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { loadSitemapCatalogue } from './catalogue';
import { isbot } from 'isbot';
import { pageDocument, streamedPageDocument } from './document';
import type { BuildManifest, SsrManifest } from '../schemas/buildManifest';
import { HTTP_MOCKED_MODE_MODULE, hydrationChunkNamer } from './hydrationChunks';
import type { MockApi } from './mockApi';
import {
  isStreamedPage,
  type RenderDeps,
  type RenderedPage,
  type StreamingOptions,
} from './render';
import { acceptsGzip, streamedBody } from './streamedBody';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

export type ServerOptions = {
  /** The built client (vite build's outDir). */
  clientDir: string;
  /** The built index.html: every page route answers it until pages render on the server. */
  indexHtml: string;
  /** The embedded default's mock backend; null when a real API is configured. */
  mockApi: MockApi | null;
  /** The real API's base URL (API_BASE_URL), used when there is no mock. */
  apiBaseUrl: string | null;
  /** The public origin behind a proxy or CDN (PUBLIC_ORIGIN); else the request's own. */
  publicOrigin: string | null;
  /** Server rendering of pages (server/render); null serves the client-rendered shell. */
  renderPage: PageRenderer | null;
  /** The built studio.html (embedded default only), served at /__studio for CMS editors. */
  studioHtml?: string | null;
  /** The client build's manifests, to name each page's own chunks in its HTML; null names none. */
  manifests?: { manifest: BuildManifest; ssrManifest: SsrManifest } | null;
  /** Streaming of sections that wait on data, for browsers (not crawlers); null: whole pages. */
  streaming?: StreamingOptions | null;
};

export type PageRenderer = (
  request: Request,
  deps: RenderDeps,
  streaming?: StreamingOptions,
) => Promise<RenderedPage>;

/** Hashed file names change with their content: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (the HTML shell, images, the MSW worker) are revalidated on every visit. */
const REVALIDATE = 'no-cache';

/** The client learns from this tag that the mock API is served over HTTP: no service worker. */
export const MOCK_OVER_HTTP_META = '<meta name="storefront-mock" content="http" />';

/** A file of the build (a name with an extension); index.html is the app, served below. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path) && path !== '/index.html';

export function createServerApp(options: ServerOptions): Hono {
  const { clientDir, mockApi } = options;
  const app = new Hono();
  const indexHtml = mockApi
    ? options.indexHtml.replace('</head>', `  ${MOCK_OVER_HTTP_META}\n  </head>`)
    : options.indexHtml;
  const originOf = (c: Context) => options.publicOrigin ?? new URL(c.req.url).origin;
  const { manifests = null } = options;
  const nameChunks = manifests === null ? null : hydrationChunkNamer(manifests);
  // A module the build does not have means the names in server/hydrationChunks went stale.
  const reported = new Set<string>();
  const unknownModule = (module: string) => {
    if (reported.has(module)) return;
    reported.add(module);
    console.warn(`server/hydrationChunks: ${module} is not in the build's manifest`);
  };
  const chunksOf = (page: RenderedPage) =>
    nameChunks === null
      ? []
      : nameChunks(
          [...(mockApi ? [HTTP_MOCKED_MODE_MODULE] : []), ...page.hydrationModules],
          unknownModule,
        );

  app.use(compress());
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path}:`, error);
    return c.text('The server could not answer this request. Please try again.', 500);
  });

  if (mockApi) app.all('/api/*', (c) => mockApi.handle(c.req.raw));

  const { studioHtml } = options;
  if (mockApi && studioHtml) {
    app.get('/__studio', (c) => c.html(studioHtml, 200, { 'Cache-Control': REVALIDATE }));
  }
  // A studio preview frame renders in the browser from the studio's document: server HTML of the
  // stored site would only flash before it.
  const isStudioFrame = (c: Context) =>
    mockApi !== null && new URL(c.req.url).searchParams.has(STUDIO_FRAME_PARAM);

  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(originOf(c)), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );

  app.get('/sitemap.xml', async (c) => {
    const client = apiClientFor(c, options);
    const paths = sitemapPaths(await loadSitemapCatalogue(client));
    return c.body(sitemapXml(originOf(c), paths), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // The build's manifests are for this server (server/hydrationChunks), not for browsers.
  app.all('/.vite/*', (c) => c.text('Nothing here', 404));
  const files = serveStatic({ root: clientDir });
  // Outermost first: the hashed assets' year wins over the revalidation set further in.
  app.use('/assets/*', async (c, next) =>
    isFile(c.req.path) ? cachedFor(IMMUTABLE)(c, next) : next(),
  );
  app.use('*', async (c, next) => (isFile(c.req.path) ? cachedFor(REVALIDATE)(c, next) : next()));
  app.use('*', async (c, next) => (isFile(c.req.path) ? files(c, next) : next()));

  app.get('*', async (c) => {
    // A missing file is a 404, not the storefront's HTML under a script's name.
    if (isFile(c.req.path)) return c.text('Not found', 404);
    if (options.renderPage && !isStudioFrame(c)) {
      try {
        // A crawler reads the HTML as it is when the response ends: it gets whole pages.
        const streaming = isbot(c.req.header('user-agent')) ? undefined : options.streaming;
        const deps = { client: apiClientFor(c, options), origin: originOf(c) };
        const page = await (streaming
          ? options.renderPage(c.req.raw, deps, streaming)
          : options.renderPage(c.req.raw, deps));
        if (isStreamedPage(page)) {
          const gzip = acceptsGzip(c.req.header('accept-encoding'));
          const body = streamedBody(
            streamedPageDocument(indexHtml, page, page.rest, chunksOf(page)),
            { gzip, onCancel: page.rest.cancel },
          );
          return c.body(body, page.status as 200, {
            'Content-Type': 'text/html; charset=UTF-8',
            // Re-encoding (the compress middleware, a proxy) would buffer it: no longer streamed.
            'Cache-Control': `${REVALIDATE}, no-transform`,
            Vary: 'Cookie, Accept-Encoding',
            ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          });
        }
        return c.html(pageDocument(indexHtml, page, chunksOf(page)), page.status as 200, {
          'Cache-Control': REVALIDATE,
          // The page shows the store its cookie names: a shared cache must keep one per cookie.
          Vary: 'Cookie',
        });
      } catch (error) {
        // The page still works: the browser renders it as before server rendering existed.
        console.error(`Server rendering of ${c.req.path} failed; sent the client shell:`, error);
      }
    }
    return c.html(indexHtml, 200, { 'Cache-Control': REVALIDATE });
  });

  return app;
}

/** Sets Cache-Control on a file found by the next handler (serveStatic's onFound runs too late). */
function cachedFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  };
}

/** The API as this request sees it: the embedded mock in-process (the backend the page's
 * request names), else the configured backend. */
function apiClientFor(c: Context, options: ServerOptions): ApiClient {
  const { mockApi } = options;
  if (!mockApi) return createApiClient({ baseUrl: options.apiBaseUrl ?? '' });
  const cookie = c.req.header('cookie') ?? '';
  const faults = c.req.header(MOCK_FAULTS_HEADER);
  return createApiClient({
    baseUrl: `${new URL(c.req.url).origin}/api`,
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (cookie !== '') request.headers.set('cookie', cookie);
      // A page's faults hold for the calls its render makes too (fixtures/mocks/faults).
      if (faults !== undefined) request.headers.set(MOCK_FAULTS_HEADER, faults);
      // The page's request picks the backend: its `?fixture=` as in the browser, its sandbox.
      return mockApi.handle(request, c.req.raw);
    },
  });
}
