import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_COOKIE } from '../engine/site/fixtureCookie';
import { gunzipSync } from 'node:zlib';
import { createServerApp, MOCK_OVER_HTTP_META, type PageRenderer } from './app';
import { STREAMED_WITHOUT_SCRIPT } from './document';
import type { StreamingOptions } from './renderedPage';
import { acceptsGzip } from './streamedBody';
import { createMockApi } from './mockApi';
import { createLogger } from './logger';

/** The origin the server is started with; the requests below name another host. */
const ORIGIN = 'https://shop.example';
/** Request lines are not what these tests are about. */
const QUIET = createLogger({ write: () => undefined });

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), `console.log(${'"x",'.repeat(600)});`);
  writeFileSync(path.join(dir, 'default.png'), 'png');
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  writeFileSync(path.join(dir, '.vite/ssr-manifest.json'), '{}');
  // serveStatic resolves its root against the working directory.
  return path.relative(process.cwd(), dir);
}

const app = createServerApp({
  clientDir: clientDir(),
  indexHtml: INDEX,
  mockApi: createMockApi(),
  apiBaseUrl: null,
  publicOrigin: ORIGIN,
  logger: QUIET,
  renderPage: null,
});
const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(`http://shop.test${url}`, { headers });

describe('production server', () => {
  it('answers every page route with the HTML shell, marked for the HTTP mock', async () => {
    for (const route of ['/', '/shop', '/product/blue-dream', '/deals/20%25-off']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain(MOCK_OVER_HTTP_META);
    }
  });

  it('serves the mock API over HTTP from the same handlers as MSW', async () => {
    const response = await get('/api/categories');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { data: unknown[] } };
    expect(body.data.data.length).toBeGreaterThan(0);
    expect((await get('/api/no-such-route')).status).toBe(404);
  });

  it('serves the settings of the site the fixture cookie names', async () => {
    const settings = async (cookie?: string) =>
      JSON.stringify(await (await get('/api/cms/settings', cookie ? { cookie } : {})).json());
    const headerTwo = await settings(`${FIXTURE_COOKIE}=header-two`);
    expect(headerTwo).not.toBe(await settings());
    expect(await settings(`${FIXTURE_COOKIE}=no-such-site`)).toBe(await settings());
  });

  it('caches hashed assets for a year, compressed; other files are revalidated', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/default.png')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the build’s manifests to itself', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/.vite/ssr-manifest.json')).status).toBe(404);
  });

  it('answers 404 for a missing file instead of the HTML shell', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
  });

  it('answers a slug holding an encoded slash as a page, other paths with a dot as files', async () => {
    for (const path of ['/product/%2F%2Fevil.example', '/assets%2Findex-abc123.js']) {
      const page = await get(path);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      // The page, never a file of the build reached through the encoded slash.
      expect(await page.text()).toContain(MOCK_OVER_HTTP_META);
    }
    for (const file of ['/product/a.b', '/product/%252F%252Fevil.example', '/missing.png']) {
      const response = await get(file);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('serves robots.txt and a sitemap of the catalogue, on the trusted origin', async () => {
    const robots = await get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    expect(sitemap.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://shop.example/product/blue-dream</loc>');
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/category\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/brands\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/deals\/[^<]+<\/loc>/);
    expect(xml).not.toContain('shop.test');
  });
});

describe('the page’s own chunks', () => {
  const manifests = {
    manifest: {
      'index.html': { file: 'assets/index-abc123.js' },
      'engine/app/httpMockedMode.ts': { file: 'assets/mock-m.js' },
      'engine/pages/ProductPage.tsx': { file: 'assets/product-d.js' },
    },
    ssrManifest: {
      'engine/app/httpMockedMode.ts': ['/assets/mock-m.js'],
      'engine/pages/ProductPage.tsx': ['/assets/product-d.js'],
    },
  };
  const page = (hydrationModules: string[]) => async () => ({
    status: 200,
    html: '<main>Blue Dream</main>',
    styles: '',
    state: { queries: [], mutations: [] },
    now: '2026-11-22T14:00:00',
    caching: 'guest' as const,
    complete: true,
    storeSelection: null,
    hydrationModules,
  });
  const chunksOf = async (response: Response) =>
    JSON.parse(
      /id="storefront-chunks">([^<]*)</.exec(await response.text())?.[1] ?? 'null',
    ) as unknown;

  it('are named in the page’s HTML, with the HTTP mock’s where the server serves it', async () => {
    const withMock = createServerApp({
      clientDir: clientDir(),
      indexHtml: INDEX,
      mockApi: createMockApi(),
      apiBaseUrl: null,
      publicOrigin: ORIGIN,
      logger: QUIET,
      renderPage: page(['engine/pages/ProductPage.tsx']),
      manifests,
    });
    expect(await chunksOf(await withMock.request('http://shop.test/product/blue-dream'))).toEqual([
      '/assets/mock-m.js',
      '/assets/product-d.js',
    ]);
    const withApi = createServerApp({
      clientDir: clientDir(),
      indexHtml: INDEX,
      mockApi: null,
      apiBaseUrl: 'http://api.test',
      publicOrigin: ORIGIN,
      logger: QUIET,
      renderPage: page(['engine/pages/ProductPage.tsx']),
      manifests,
    });
    expect(await chunksOf(await withApi.request('http://shop.test/product/blue-dream'))).toEqual([
      '/assets/product-d.js',
    ]);
  });

  it('warn once about a module the build does not have, and the page still renders', async () => {
    const warnings: string[] = [];
    const logger = createLogger({
      write: (line: string) => {
        const { level, msg } = JSON.parse(line) as { level: string; msg: string };
        if (level === 'warn') warnings.push(msg);
      },
    });
    const stale = createServerApp({
      clientDir: clientDir(),
      indexHtml: INDEX,
      mockApi: null,
      apiBaseUrl: 'http://api.test',
      publicOrigin: ORIGIN,
      logger,
      renderPage: page(['engine/pages/GonePage.tsx']),
      manifests,
    });
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await stale.request('http://shop.test/gone');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<main>Blue Dream</main>');
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/GonePage\.tsx is not in the build/);
  });
});

describe('streamed pages', () => {
  const STREAMING = { waitMs: 100, giveUpMs: 15_000 };

  /** A renderer whose page streams: its section follows when the test lets it. */
  function streamingRenderer() {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: Array<StreamingOptions | undefined> = [];
    const cancel = vi.fn();
    const renderPage: PageRenderer = async (_request, _deps, streaming) => {
      calls.push(streaming);
      const parts = {
        status: 200,
        styles: '<style data-server-styles="">.a{}</style>',
        now: '2026-11-22T14:00:00',
        caching: 'guest' as const,
        complete: true,
        storeSelection: null,
        hydrationModules: [],
      };
      if (streaming === undefined) {
        return { ...parts, html: '<main>Blue Dream</main>', state: { queries: [], mutations: [] } };
      }
      async function* flushes() {
        await held;
        yield '<div hidden id="S:0">Blue Dream</div>';
      }
      return {
        ...parts,
        html: '<main><!--$?--><template id="B:0"></template>Loading<!--/$--></main>',
        rest: { flushes: flushes(), state: () => ({ queries: [], mutations: [] }), cancel },
      };
    };
    return { renderPage, calls, release, cancel };
  }

  const serverWith = (renderPage: PageRenderer) =>
    createServerApp({
      clientDir: clientDir(),
      indexHtml: INDEX,
      mockApi: null,
      apiBaseUrl: 'http://api.test',
      publicOrigin: ORIGIN,
      logger: QUIET,
      renderPage,
      streaming: STREAMING,
    });
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

  it('sends the page’s first part before its late section, then the rest', async () => {
    const { renderPage, calls, release } = streamingRenderer();
    const response = await serverWith(renderPage).request('http://shop.test/shop', {
      headers: { 'user-agent': BROWSER },
    });
    expect(calls).toEqual([STREAMING]);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    const reader = (response.body ?? new ReadableStream()).getReader();
    const decoder = new TextDecoder();
    let sent = '';
    while (!sent.includes('</main></div>')) {
      const { value, done } = await reader.read();
      if (done) break;
      sent += decoder.decode(value, { stream: true });
    }
    expect(sent).toContain('Loading');
    expect(sent).not.toContain('S:0');
    release();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      sent += decoder.decode(next.value, { stream: true });
    }
    expect(sent).toMatch(
      /<\/main><\/div><div hidden id="S:0">Blue Dream<\/div><script[^>]*id="storefront-render"/,
    );
    expect(sent).toMatch(/<\/body><\/html>$/);
    expect(sent).toContain(STREAMED_WITHOUT_SCRIPT);
  });

  it('compresses a streamed page with gzip when the browser takes it', async () => {
    const { renderPage, release } = streamingRenderer();
    release();
    const response = await serverWith(renderPage).request('http://shop.test/shop', {
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'br, gzip;q=0.8' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toContain('<div hidden id="S:0">Blue Dream</div>');
    expect(html).toMatch(/<\/html>$/);
  });

  it('is not re-encoded when the browser refuses gzip (a deflate stream would buffer it)', async () => {
    const { renderPage, release } = streamingRenderer();
    release();
    const response = await serverWith(renderPage).request('http://shop.test/shop', {
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip;q=0, deflate' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toMatch(/no-transform/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await response.text()).toContain('<div hidden id="S:0">Blue Dream</div>');
  });

  it('stops the render when the browser goes away', async () => {
    const { renderPage, cancel } = streamingRenderer();
    const response = await serverWith(renderPage).request('http://shop.test/shop', {
      headers: { 'user-agent': BROWSER },
    });
    const reader = (response.body ?? new ReadableStream()).getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  });

  it('gives a crawler the whole page at once', async () => {
    const { renderPage, calls } = streamingRenderer();
    const response = await serverWith(renderPage).request('http://shop.test/shop', {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(calls).toEqual([undefined]);
    expect(await response.text()).toContain('<main>Blue Dream</main>');
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['*', true],
    ['gzip;q=0, *', false],
    ['deflate, *;q=0', false],
  ])('%j: %j', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
