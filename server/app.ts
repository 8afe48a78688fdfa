/**
 * The production HTTP server's routes, framework: Hono, whose handlers take and return
 * web-standard Request/Response, so the mock API (MSW handlers) and, next, React Router's static
 * handler plug in without adapters. Stateless apart from the embedded mock backend.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApiClient, type ApiClient } from '../engine/api/client';
import { ApiError } from '../engine/api/errors';
import { STUDIO_FRAME_PARAM } from '../engine/studio/studioFrame';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { readSitemapCatalogue } from './catalogue';
import { cacheScopeOf, serverDataCaches, withSharedReads } from './cachedClient';
import { cappedFetch } from './cappedFetch';
import { isbot } from 'isbot';
import { streamedPageDocument, withScriptNonce } from './document';
import { DEFAULT_PAGE_CACHE, type PageCacheOptions } from './pageCaching';
import { pageResponder } from './pageResponse';
import { adProviderSdkMeta } from './adProviderSdkMeta';
import { siteOriginMeta } from './siteOriginMeta';
import { DEFAULT_DATA_CACHE_TTL_MS, DEFAULT_RENDER_BUDGET_MS, type ServerEnv } from './env';
import { scriptNonce, securityHeaders } from './securityHeaders';
import type { BuildManifest, SsrManifest } from '../schemas/buildManifest';
import { HTTP_MOCKED_MODE_MODULE, hydrationChunkNamer } from './hydrationChunks';
import type { MockApi } from './mockApi';
import { clientAddress } from './clientAddress';
import { isFilePath } from './filePath';
import { MOCK_SANDBOX_HEADER, mockContextOf, visitorSandbox } from './visitorSandbox';
import type { RenderDeps } from './render';
import { isStreamedPage, type RenderedPage, type StreamingOptions } from './renderedPage';
import { acceptsGzip, streamedBody } from './streamedBody';
import { apiGateway, type ApiBackend } from './apiGateway';
import { forwardTo } from './upstream';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';
import { createLogger, type Logger } from './logger';
import { requestLog, withRequestId } from './requestLog';
import {
  answerServerError,
  failureStatus,
  requestFields,
  retryHeaders,
  SERVER_ERROR_MESSAGE,
} from './serverErrors';
import { exceptProbes, liveness, LIVENESS_PATH, readinessProbe, READINESS_PATH } from './health';
import { createReadiness, type Readiness } from './readiness';
import { createRenderLimiter, DEFAULT_RENDER_LIMITS, type RenderLimiter } from './renderLimiter';
import { busyPage } from './busyPage';

export type ServerOptions = {
  /** The built client (vite build's outDir). */
  clientDir: string;
  /** The built index.html: every page route answers it until pages render on the server. */
  indexHtml: string;
  /** The embedded default's mock backend; null when a real API is configured. */
  mockApi: MockApi | null;
  /** The real API's base URL (API_BASE_URL), used when there is no mock. */
  apiBaseUrl: string | null;
  /** Test hooks with a real API (the mock as its own service): a request's `mock-sandbox`
   * header goes along to the API, so journeys run side by side each in a backend of its own. */
  passSandboxHeader?: boolean;
  /** The storefront's trusted origin (server/origin.ts): every absolute URL the server writes is
   * on it; the request's Host header, which any client sets, never is. */
  publicOrigin: string;
  /** Server rendering of pages (server/render); null serves the client-rendered shell. */
  renderPage: PageRenderer | null;
  /** The built studio.html (embedded default only), served at /__studio for CMS editors. */
  studioHtml?: string | null;
  /** The client build's manifests, to name each page's own chunks in its HTML; null names none. */
  manifests?: { manifest: BuildManifest; ssrManifest: SsrManifest } | null;
  /** Streaming of sections that wait on data, for browsers (not crawlers); null: whole pages. */
  streaming?: StreamingOptions | null;
  /** Where request and error lines go (server/logger.ts); stdout unless given. */
  logger?: Logger;
  /** The retail-media SDK the browser loads (AD_PROVIDER_SDK_URL, _INTEGRITY); absent: the
   * embedded fake provider under /api. */
  adProviderSdk?: ServerEnv['adProviderSdk'];
  /** Page renders at once and waiting (server/renderLimiter); the defaults unless given. */
  renderLimiter?: RenderLimiter;
  /** What /readyz answers (server/readiness); main.ts drains it on SIGTERM. */
  readiness?: Readiness;
  /** How long the reads every guest page shares stay fresh in-process (server/cachedClient);
   * DEFAULT_DATA_CACHE_TTL_MS unless given, 0 for none. */
  dataCacheTtlMs?: number;
  /** How long a shared cache may keep guest pages (server/pageCaching); the defaults unless given. */
  pageCache?: PageCacheOptions;
  /** A page render's whole budget (server/renderBudget); DEFAULT_RENDER_BUDGET_MS unless given. */
  renderBudgetMs?: number;
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

export function createServerApp(options: ServerOptions): Hono {
  const { clientDir, mockApi } = options;
  const app = new Hono();
  const { adProviderSdk = { url: null, integrity: null } } = options;
  const headMeta = [
    ...(mockApi ? [MOCK_OVER_HTTP_META] : []),
    adProviderSdkMeta(adProviderSdk),
    siteOriginMeta(options.publicOrigin),
  ]
    .filter((meta) => meta !== '')
    .map((meta) => `  ${meta}\n  `)
    .join('');
  const indexHtml = options.indexHtml.replace('</head>', `${headMeta}</head>`);
  /** The document template for this response: its inline scripts carry the response's nonce. */
  const templateFor = (c: Context) => withScriptNonce(indexHtml, scriptNonce(c));
  const pages = pageResponder({
    indexHtml,
    pageCache: options.pageCache ?? DEFAULT_PAGE_CACHE,
    perVisitorBackend: options.mockApi !== null,
  });
  const { publicOrigin: siteOrigin, logger = createLogger() } = options;
  // Cookies of ours are Secure wherever the storefront is served over https.
  const secureCookies = siteOrigin.startsWith('https://');
  const { manifests = null } = options;
  const nameChunks = manifests === null ? null : hydrationChunkNamer(manifests);
  // A module the build does not have means the names in server/hydrationChunks went stale.
  const reported = new Set<string>();
  const unknownModule = (module: string) => {
    if (reported.has(module)) return;
    reported.add(module);
    logger.warn({ module }, `server/hydrationChunks: ${module} is not in the build's manifest`);
  };
  const chunksOf = (page: RenderedPage) =>
    nameChunks === null
      ? []
      : nameChunks(
          [...(mockApi ? [HTTP_MOCKED_MODE_MODULE] : []), ...page.hydrationModules],
          unknownModule,
        );

  // Outermost: every request has an id and, but for the probes, a log line, whatever answers it.
  app.use(withRequestId());
  // Probes come every few seconds: they would drown the shoppers' lines (server/health).
  app.use(exceptProbes(requestLog(logger)));
  // Every response gets them, errors and 404s included.
  app.use(
    securityHeaders({ publicOrigin: options.publicOrigin, adProviderSdkUrl: adProviderSdk.url }),
  );
  app.use(compress());
  app.onError(answerServerError(logger));
  // Before the sandbox and the render slots: a probe makes no sandbox and never waits for a slot.
  const { readiness = createReadiness({ logger }) } = options;
  app.get(LIVENESS_PATH, liveness);
  app.get(
    READINESS_PATH,
    readinessProbe(readiness, (c) => probeClient(c, options)),
  );
  // Embedded default: each visitor's own mock backend, for the API and the pages' renders alike.
  if (mockApi) {
    app.use(visitorSandbox({ namedSandboxes: mockApi.testHooks, secureCookies }));
  }

  // The browser's only API: checked here, answered by the embedded mock or the retailer's API.
  const backend: ApiBackend | null = mockApi
    ? (request, c) => mockApi.handle(request, mockContextOf(c))
    : options.apiBaseUrl === null
      ? null
      : upstreamBackend(options.apiBaseUrl, options.passSandboxHeader === true);
  if (backend) {
    app.all('/api/*', apiGateway({ backend, publicOrigin: siteOrigin, secureCookies, logger }));
  }

  const { studioHtml } = options;
  if (mockApi && studioHtml) {
    app.get('/__studio', (c) => c.html(studioHtml, 200, { 'Cache-Control': REVALIDATE }));
  }
  // A studio preview frame renders in the browser from the studio's document: server HTML of the
  // stored site would only flash before it.
  const isStudioFrame = (c: Context) =>
    mockApi !== null && new URL(c.req.url).searchParams.has(STUDIO_FRAME_PARAM);

  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(siteOrigin), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );

  // The answers every guest page shares, one call per key however busy the server is.
  const dataCaches = serverDataCaches(options.dataCacheTtlMs ?? DEFAULT_DATA_CACHE_TTL_MS, logger);

  app.get('/sitemap.xml', async (c) => {
    const client = apiClientFor(c, options);
    const catalogue = await readSitemapCatalogue(
      client,
      dataCaches?.sitemap ?? null,
      cacheScopeOf(c, mockApi),
    ).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    });
    if (catalogue instanceof ApiError) {
      // The API failed, not the server: a crawler keeps the sitemap it has and asks again later;
      // nothing cacheable, so the outage is not kept for an hour.
      logger.warn({ ...requestFields(c), err: catalogue }, 'No sitemap: the API failed.');
      return c.text(SERVER_ERROR_MESSAGE, 503, {
        'Cache-Control': 'no-store',
        ...retryHeaders(503),
      });
    }
    const paths = sitemapPaths(catalogue);
    return c.body(sitemapXml(siteOrigin, paths), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // The build's manifests are for this server (server/hydrationChunks), not for browsers.
  app.all('/.vite/*', (c) => c.text('Nothing here', 404));
  const files = serveStatic({ root: clientDir });
  // Outermost first: the hashed assets' year wins over the revalidation set further in.
  app.use('/assets/*', async (c, next) =>
    isFilePath(c.req.path) ? cachedFor(IMMUTABLE)(c, next) : next(),
  );
  app.use('*', async (c, next) =>
    isFilePath(c.req.path) ? cachedFor(REVALIDATE)(c, next) : next(),
  );
  app.use('*', async (c, next) => (isFilePath(c.req.path) ? files(c, next) : next()));

  const { renderLimiter = createRenderLimiter(DEFAULT_RENDER_LIMITS) } = options;
  app.get('*', async (c) => {
    // A missing file is a 404, not the storefront's HTML under a script's name.
    if (isFilePath(c.req.path)) return c.text('Not found', 404);
    if (options.renderPage && !isStudioFrame(c)) {
      const arrived = performance.now();
      const slot = await renderLimiter.acquire(c.req.raw.signal);
      if (!slot.ok) return busyPage(c);
      // The budget is the whole request's: the time spent waiting for a slot is part of it.
      const budgetMs = Math.max(
        0,
        (options.renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS) - (performance.now() - arrived),
      );
      // Held until the body is complete: a streamed page's render goes on after its headers.
      let releasedByBody = false;
      try {
        // A crawler reads the HTML as it is when the response ends: it gets whole pages. So does
        // a HEAD request, whose body nobody reads: no render is left streaming into nowhere.
        const whole = isbot(c.req.header('user-agent')) || c.req.method === 'HEAD';
        const streaming = whole ? undefined : options.streaming;
        const deps = {
          // Observed before the cache: readiness notes the API's outcomes, not the cache's.
          client: withSharedReads(
            readiness.observed(apiClientFor(c, options)),
            dataCaches?.reads ?? null,
            cacheScopeOf(c, mockApi),
          ),
          origin: siteOrigin,
          scriptNonce: scriptNonce(c),
          budgetMs,
          onRenderError: (error: unknown) =>
            logger.error(
              { ...requestFields(c), err: error },
              'A part of the page failed to render.',
            ),
        };
        const page = await (streaming
          ? options.renderPage(c.req.raw, deps, streaming)
          : options.renderPage(c.req.raw, deps));
        if (isStreamedPage(page)) {
          const gzip = acceptsGzip(c.req.header('accept-encoding'));
          const body = streamedBody(
            untilDone(
              streamedPageDocument(templateFor(c), page, page.rest, chunksOf(page)),
              slot.release,
            ),
            {
              gzip,
              // The render may not stop at once: its slot is free as soon as nobody reads it.
              onCancel: () => {
                slot.release();
                page.rest.cancel();
              },
              onError: (error) =>
                logger.error(
                  { ...requestFields(c), err: error },
                  'A streamed page failed after its first part; the response was cut off.',
                ),
            },
          );
          releasedByBody = true;
          return c.body(body, page.status as 200, {
            'Content-Type': 'text/html; charset=UTF-8',
            ...pages.streamedHeaders(c, page),
            ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          });
        }
        return pages.whole(c, page, chunksOf(page));
      } catch (error) {
        // The page still works: the browser renders it as before server rendering existed. Its
        // status says it is not the page, so a crawler keeps the copy it has instead of an empty
        // shell, and a monitor sees the failure.
        logger.error(
          { ...requestFields(c), err: error },
          'Server rendering failed; sent the client shell.',
        );
        const status = failureStatus(error);
        return c.html(templateFor(c), status, {
          'Cache-Control': REVALIDATE,
          ...retryHeaders(status),
        });
      } finally {
        if (!releasedByBody) slot.release();
      }
    }
    return c.html(templateFor(c), 200, { 'Cache-Control': REVALIDATE });
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
  if (!mockApi) {
    const sandbox = options.passSandboxHeader ? c.req.header(MOCK_SANDBOX_HEADER) : undefined;
    const capped = cappedFetch();
    return createApiClient({
      baseUrl: options.apiBaseUrl ?? '',
      fetch:
        sandbox === undefined
          ? capped
          : (input, init) => {
              const request = new Request(input, init);
              request.headers.set(MOCK_SANDBOX_HEADER, sandbox);
              return capped(request);
            },
    });
  }
  const cookie = c.req.header('cookie') ?? '';
  const faults = c.req.header(MOCK_FAULTS_HEADER);
  return createApiClient({
    // In-process: the request's Host plays no part in what the mock is asked.
    baseUrl: `${options.publicOrigin}/api`,
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (cookie !== '') request.headers.set('cookie', cookie);
      // A page's faults hold for the calls its render makes too (fixtures/mocks/faults).
      if (faults !== undefined) request.headers.set(MOCK_FAULTS_HEADER, faults);
      // The page's request picks the backend: its `?fixture=` as in the browser, its sandbox.
      return mockApi.handle(request, mockContextOf(c));
    },
  });
}

/** A streamed page's parts, then `done`, whether they end, fail or are stopped. */
async function* untilDone(parts: AsyncIterable<string>, done: () => void) {
  try {
    yield* parts;
  } finally {
    done();
  }
}

/** The client of a readiness probe's settings call: the pages' own. In the embedded demo the
 * probe has no visitor: a sandbox name of its own, which a read never keeps (server/mockApi). */
function probeClient(c: Context, options: ServerOptions): ApiClient {
  if (options.mockApi) c.set('mockSandbox', 'probe:readiness');
  return apiClientFor(c, options);
}

/** Real-API mode's backend: the retailer's API, told which address the shopper called from. */
function upstreamBackend(apiBaseUrl: string, passSandboxHeader: boolean): ApiBackend {
  const forward = forwardTo(apiBaseUrl, fetch, passSandboxHeader ? [MOCK_SANDBOX_HEADER] : []);
  return (request, c) => forward(request, clientAddress(c));
}
