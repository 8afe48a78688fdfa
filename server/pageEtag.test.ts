import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerApp, type PageRenderer } from './app';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import { NO_STORE_KEY, STORE_KEY_HEADER } from './pageCaching';
import { notModified, pageEtag } from './pageEtag';
import type { WholePage } from './renderedPage';

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

const page = (html: string, at = 1): WholePage => ({
  status: 200,
  html,
  styles: '',
  now: `2026-11-22T14:00:0${at}`,
  caching: 'guest',
  complete: true,
  storeSelection: null,
  hydrationModules: [],
  state: {
    mutations: [],
    queries: [
      {
        queryKey: ['products'],
        queryHash: '["products"]',
        dehydratedAt: at * 1000,
        state: {
          data: { names: ['Blue Dream'] },
          dataUpdateCount: 1,
          dataUpdatedAt: at * 1000,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
});

describe('page ETags', () => {
  it('are the same for the same page rendered at another second, and differ with its content', () => {
    expect(pageEtag(page('<main>A</main>', 1), 'b1')).toBe(
      pageEtag(page('<main>A</main>', 7), 'b1'),
    );
    expect(pageEtag(page('<main>A</main>'), 'b1')).not.toBe(pageEtag(page('<main>B</main>'), 'b1'));
    expect(pageEtag(page('<main>A</main>'), 'b1')).not.toBe(pageEtag(page('<main>A</main>'), 'b2'));
    expect(pageEtag(page('<main>A</main>'), 'b1')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('match If-None-Match weakly, in a list, or "*"', () => {
    const etag = 'W/"abc"';
    expect(notModified('W/"abc"', etag)).toBe(true);
    expect(notModified('"abc"', etag)).toBe(true);
    expect(notModified('W/"x", W/"abc"', etag)).toBe(true);
    expect(notModified('*', etag)).toBe(true);
    expect(notModified('W/"abd"', etag)).toBe(false);
    expect(notModified(null, etag)).toBe(false);
  });
});

describe('pages on the server', () => {
  let content = '<main>Blue Dream</main>';
  const renderPage: PageRenderer = async () => page(content);
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  const options = {
    clientDir: path.relative(process.cwd(), dir),
    indexHtml: INDEX,
    publicOrigin: 'https://shop.example',
    logger: createLogger({ write: () => undefined }),
    renderPage,
  };
  const withApi = createServerApp({ ...options, mockApi: null, apiBaseUrl: 'http://api.test' });
  const demo = createServerApp({ ...options, mockApi: createMockApi(), apiBaseUrl: null });
  const get = (app: typeof withApi, headers: Record<string, string> = {}) =>
    app.request('http://shop.test/shop', { headers });

  it('answer a guest behind a key-aware cache with a shared page and its ETag', async () => {
    const first = await get(withApi, { [STORE_KEY_HEADER]: NO_STORE_KEY });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(first.headers.get('vary')).toContain(STORE_KEY_HEADER);
    expect(first.headers.get('vary')).not.toMatch(/\bCookie\b/);
    expect(first.headers.get('set-cookie')).toBeNull();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);

    const again = await get(withApi, { [STORE_KEY_HEADER]: NO_STORE_KEY, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

    content = '<main>Blue Dream, now on sale</main>';
    const changed = await get(withApi, { [STORE_KEY_HEADER]: NO_STORE_KEY, 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('now on sale');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answer a request from anywhere else privately, still revalidated by its ETag', async () => {
    const direct = await get(withApi);
    expect(direct.headers.get('cache-control')).toBe('private, no-cache');
    expect(direct.headers.get('vary')).toMatch(/\bCookie\b/);
    const etag = direct.headers.get('etag') ?? '';
    expect((await get(withApi, { 'If-None-Match': etag })).status).toBe(304);

    const inDemo = await get(demo, { [STORE_KEY_HEADER]: NO_STORE_KEY });
    expect(inDemo.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('never keep a signed-in shopper’s page, nor answer them 304', async () => {
    const signedIn = { Cookie: 'storefront_session=h', [STORE_KEY_HEADER]: NO_STORE_KEY };
    const response = await get(withApi, signedIn);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    const retried = await get(withApi, { ...signedIn, 'If-None-Match': '*' });
    expect(retried.status).toBe(200);
  });
});
