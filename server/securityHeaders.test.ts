import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AD_PROVIDER_SDK_META } from '../engine/ads/adProviderSdk';
import { createServerApp, type PageRenderer } from './app';
import { loadAppScriptsAfterContent } from './appScripts';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import {
  allowTagManager,
  HSTS,
  scriptNonce,
  scriptOrigins,
  securityHeaders,
  type SecurityHeadersOptions,
} from './securityHeaders';

const NONE: SecurityHeadersOptions = { publicOrigin: null, adProviderSdkUrl: null };

function appWith(options: SecurityHeadersOptions) {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get('/page', (c) => c.html(`<script nonce="${scriptNonce(c)}">start()</script>`));
  app.get('/tagged', (c) => {
    allowTagManager(c);
    return c.html(`<script nonce="${scriptNonce(c)}">start()</script>`);
  });
  app.get('/broken', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.text('The server could not answer this request.', 500));
  return app;
}

/** The CSP's directives by name, each with its sources. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('securityHeaders', () => {
  it('sends the headers on pages, errors and 404s alike', async () => {
    const app = appWith(NONE);
    for (const [path, status] of [
      ['/page', 200],
      ['/broken', 500],
      ['/missing', 404],
    ] as const) {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(directives(response).get('frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it('runs scripts only from our origin or with this response’s nonce', async () => {
    const response = await appWith(NONE).request('/page');
    const csp = directives(response);
    const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('draws a new nonce for every response', async () => {
    const app = appWith(NONE);
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => directives(await app.request('/page')).get('script-src')?.[1]),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('lets the configured ad provider’s origin run its SDK and be called', async () => {
    const app = appWith({ ...NONE, adProviderSdkUrl: 'https://ads.example/v2/sdk.js' });
    const csp = directives(await app.request('/page'));
    expect(csp.get('script-src')).toContain('https://ads.example');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://ads.example']);
  });

  it('lets Tag Manager in only on the pages of a site that names a container', async () => {
    const app = appWith(NONE);
    const plain = directives(await app.request('/page'));
    const tagged = directives(await app.request('/tagged'));
    expect(plain.get('script-src')?.join(' ')).not.toContain('googletagmanager');
    expect(tagged.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(tagged.get('script-src')?.[1]).toMatch(/^'nonce-/);
    expect(tagged.get('connect-src')).toEqual([
      "'self'",
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
  });

  it('allows only geolocation, on our own origin', async () => {
    const policy = (await appWith(NONE).request('/page')).headers.get('permissions-policy') ?? '';
    const features = policy.split(', ');
    expect(features).toContain('geolocation=(self)');
    expect(features).toContain('camera=()');
    expect(features).toContain('microphone=()');
    expect(features.filter((feature) => !feature.endsWith('=()'))).toEqual(['geolocation=(self)']);
  });

  it('asks for HTTPS only when the public origin is https', async () => {
    const hsts = async (publicOrigin: string | null) =>
      (await appWith({ ...NONE, publicOrigin }).request('/page')).headers.get(
        'strict-transport-security',
      );
    expect(await hsts('https://shop.example')).toBe(HSTS);
    expect(await hsts('http://127.0.0.1:3000')).toBeNull();
    expect(await hsts(null)).toBeNull();
  });
});

describe('scriptOrigins', () => {
  it.each([
    [null, []],
    ['/api/ads/sdk.js', []],
    ['https://ads.example/sdk.js', ['https://ads.example']],
    ['http://127.0.0.1:4000/sdk.js', ['http://127.0.0.1:4000']],
    ['//cdn.ads.example/sdk.js', ['https://cdn.ads.example']],
  ])('%s → %j', (url, origins) => {
    expect(scriptOrigins(url)).toEqual(origins);
  });

  it('refuses a URL that cannot be a script’s source', () => {
    expect(() => scriptOrigins('javascript:alert(1)')).toThrow(/AD_PROVIDER_SDK_URL/);
  });
});

describe('the server app', () => {
  const INDEX = loadAppScriptsAfterContent(
    '<!doctype html><html><head><title>t</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );

  function clientDir() {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'start();');
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    // serveStatic resolves its root against the working directory.
    return path.relative(process.cwd(), dir);
  }

  /** A page renderer; a page sent whole has no script of React's (renderToString writes none). */
  const renderPage: PageRenderer = async (request) => {
    const parts = {
      status: 200,
      styles: '',
      now: '2026-11-22T14:00:00',
      caching: 'guest' as const,
      complete: true,
      storeSelection: null,
      hydrationModules: [],
      state: { queries: [], mutations: [] },
    };
    if (new URL(request.url).pathname === '/broken') throw new Error('render failed');
    return {
      ...parts,
      html: `<main>Blue Dream</main>`,
    };
  };

  const app = createServerApp({
    clientDir: clientDir(),
    indexHtml: INDEX,
    mockApi: createMockApi(),
    apiBaseUrl: null,
    publicOrigin: 'http://shop.test',
    renderPage,
    // The failed render is logged: expected here, kept off the test output.
    logger: createLogger({ write: () => undefined }),
    studioHtml: '<!doctype html><html><head></head><body><div id="studio"></div></body></html>',
    adProviderSdk: { url: 'https://ads.example/sdk.js', integrity: null },
  });
  const get = (url: string) => app.request(`http://shop.test${url}`);

  it.each([
    ['a page', '/shop', 200],
    ['the client shell, when a render fails', '/broken', 500],
    ['a file', '/assets/index-abc123.js', 200],
    ['the API', '/api/categories', 200],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['the studio', '/__studio', 200],
    ['a missing file', '/assets/missing-1.js', 404],
  ])('sends them with %s', async (_kind, url, status) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    const scripts = directives(response).get('script-src');
    expect(scripts).toContain('https://ads.example');
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  /** The attributes and text of a document's inline scripts that run (not JSON blocks). */
  const executableScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes = '', text = '']) => ({ attributes, text }))
      .filter(({ attributes }) => !attributes.includes('type="application/json"'));

  it('allows a page sent whole its inline scripts by their hashes: no nonce, the same bytes each time', async () => {
    const [first, second] = await Promise.all([get('/shop'), get('/shop')]);
    const sources = directives(first!).get('script-src') ?? [];
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const html = await first!.text();
    const scripts = executableScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes, text } of scripts) {
      expect(attributes).not.toContain('nonce');
      expect(sources).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    expect(await second!.text()).toBe(html);
  });

  it.each(['/broken'])('gives %s’s inline scripts the nonce of its own response', async (url) => {
    const response = await get(url);
    const nonce = directives(response)
      .get('script-src')
      ?.find((source) => source.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1);
    const executable = executableScripts(await response.text());
    expect(executable.length).toBeGreaterThan(0);
    for (const { attributes } of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('names the configured ad provider’s SDK in every document', async () => {
    for (const url of ['/shop', '/broken']) {
      expect(await (await get(url)).text()).toContain(
        `<meta name="${AD_PROVIDER_SDK_META}" content="https://ads.example/sdk.js" />`,
      );
    }
  });
});
