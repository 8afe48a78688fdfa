import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from '../engine/api/client';
import { ApiError } from '../engine/api/errors';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { createServerApp, type PageRenderer } from './app';
import { withSharedReads } from './cachedClient';
import { createDataCache } from './dataCache';
import { createLogger } from './logger';
import { createMockApi, type MockApi } from './mockApi';
import { MOCK_SANDBOX_HEADER } from './visitorSandbox';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** An API whose GETs answer `{ path, call }`, numbering the calls, or wait for `held`. */
function countingApi(held?: Promise<unknown>) {
  const calls: { path: string; options: RequestOptions | undefined }[] = [];
  const refuse = () => Promise.reject(new Error('not a read'));
  const client: ApiClient = {
    get: async (path, options) => {
      calls.push({ path, options });
      const call = calls.length;
      await held;
      return { path, call, tags: ['a'] };
    },
    post: refuse,
    patch: refuse,
    delete: refuse,
  };
  return { client, calls };
}

const newCache = () => createDataCache<unknown>({ ttlMs: 30_000, name: 'API answer' });

describe('withSharedReads', () => {
  it('answers the shared reads from the cache and sends every other call to the API', async () => {
    const { client, calls } = countingApi();
    const cached = withSharedReads(client, newCache(), '');
    await cached.get('/cms/settings');
    await cached.get('/cms/settings');
    await cached.get('/retailers');
    await cached.get('/retailers');
    await cached.get('/products/blue-dream');
    await cached.get('/products/blue-dream');
    await cached.get('/users/me');
    await expect(cached.post('/products/filter', {})).rejects.toThrow('not a read');
    expect(calls.map((call) => call.path)).toEqual([
      '/cms/settings',
      '/retailers',
      '/products/blue-dream',
      '/products/blue-dream',
      '/users/me',
    ]);
  });

  it('keeps an answer per scope and per query', async () => {
    const { client, calls } = countingApi();
    const cache = newCache();
    const one = withSharedReads(client, cache, 'visitor:1 default');
    const two = withSharedReads(client, cache, 'visitor:2 default');
    await one.get('/specials', { query: { retailerId: 'r1' } });
    await one.get('/specials', { query: { retailerId: 'r1', unused: undefined } });
    await one.get('/specials', { query: { retailerId: 'r2' } });
    await two.get('/specials', { query: { retailerId: 'r1' } });
    expect(calls.map((call) => call.options?.query)).toEqual([
      { retailerId: 'r1' },
      { retailerId: 'r2' },
      { retailerId: 'r1' },
    ]);
  });

  it('sends a read that carries a shopper’s token to the API', async () => {
    const { client, calls } = countingApi();
    const cached = withSharedReads(client, newCache(), '');
    await cached.get('/retailers');
    await cached.get('/retailers', { token: 'shopper' });
    await cached.get('/retailers', { token: null });
    expect(calls.map((call) => call.options?.token)).toEqual([undefined, 'shopper']);
  });

  it('gives every caller the same frozen answer: one render cannot change what the next reads', async () => {
    const { client } = countingApi();
    const cached = withSharedReads(client, newCache(), '');
    const first = (await cached.get('/brands')) as { tags: string[] };
    expect(() => first.tags.push('changed')).toThrow(TypeError);
    const second = await cached.get('/brands');
    expect(second).toBe(first);
    expect(second).toEqual({ path: '/brands', call: 1, tags: ['a'] });
  });

  it('leaves a shared call running when one caller cancels, and never hands it a signal', async () => {
    const held = deferred<void>();
    const { client, calls } = countingApi(held.promise);
    const cached = withSharedReads(client, newCache(), '');
    const leaving = new AbortController();
    const cancelled = cached.get('/categories', { signal: leaving.signal, timeoutMs: 5_000 });
    const staying = cached.get('/categories');
    leaving.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    held.resolve();
    expect(await staying).toMatchObject({ call: 1 });
    expect(calls).toEqual([{ path: '/categories', options: { timeoutMs: 5_000 } }]);
  });

  it('passes every call through without a cache or a scope', async () => {
    const { client, calls } = countingApi();
    for (const cached of [
      withSharedReads(client, null, ''),
      withSharedReads(client, newCache(), null),
    ]) {
      await cached.get('/cms/settings');
      await cached.get('/cms/settings');
    }
    expect(calls).toHaveLength(4);
  });
});

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

/** A page that reads the settings and says whether it could. */
const settingsPage: PageRenderer = async (_request, { client }) => {
  const outcome = await client.get('/cms/settings').then(
    (settings) => `settings of ${JSON.stringify(settings).length} characters`,
    (error: unknown) => `settings failed: ${error instanceof ApiError ? error.status : 'other'}`,
  );
  return {
    status: 200,
    html: `<main>${outcome}</main>`,
    styles: '',
    state: { queries: [], mutations: [] },
    now: '2026-11-22T14:00:00',
    caching: 'guest' as const,
    complete: true,
    storeSelection: null,
    hydrationModules: [],
  };
};

/** The server with its embedded mock, noting each call the mock answers. */
function countingServer(testHooks: boolean) {
  const mock = createMockApi({ testHooks });
  const calls: string[] = [];
  const mockApi: MockApi = {
    testHooks,
    handle: (request, context) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return mock.handle(request, context);
    },
  };
  const app = createServerApp({
    clientDir: '.',
    indexHtml: INDEX,
    mockApi,
    apiBaseUrl: null,
    publicOrigin: 'https://shop.example',
    logger: createLogger({ write: () => undefined }),
    renderPage: settingsPage,
  });
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(`http://shop.test${path}`, { headers });
    return /<main>(.*)<\/main>/.exec(await response.text())?.[1] ?? '';
  };
  return { app, calls, page };
}

const inSandbox = (name: string, headers: Record<string, string> = {}) => ({
  [MOCK_SANDBOX_HEADER]: name,
  ...headers,
});

describe('the server’s shared reads in the embedded demo', () => {
  it('ask the mock once per sandbox and fixture site', async () => {
    const { calls, page } = countingServer(true);
    await page('/', inSandbox('one'));
    await page('/shop', inSandbox('one'));
    expect(calls).toEqual(['GET /api/cms/settings']);
    await page('/', inSandbox('two'));
    expect(calls).toHaveLength(2);
    // The site a page names, by its query or the fixture cookie, picks the mock's answer.
    const fiveByQuery = await page('/?fixture=header-five', inSandbox('one'));
    expect(calls).toHaveLength(3);
    const fiveByCookie = await page(
      '/',
      inSandbox('one', { cookie: 'storefront-fixture=header-five' }),
    );
    expect(calls).toHaveLength(3);
    expect(fiveByCookie).toBe(fiveByQuery);
    expect(await page('/', inSandbox('one'))).not.toBe(fiveByQuery);
  });

  it('are neither answered nor kept for a request naming the mock’s faults', async () => {
    const { calls, page } = countingServer(true);
    const faulty = { [MOCK_FAULTS_HEADER]: JSON.stringify({ settings: { delayMs: 1 } }) };
    await page('/', inSandbox('faults', faulty));
    await page('/', inSandbox('faults'));
    // The faulty request's answer was not kept: the next page asked the mock again.
    expect(calls).toHaveLength(2);
    const failing = { [MOCK_FAULTS_HEADER]: JSON.stringify({ settings: 503 }) };
    expect(await page('/', inSandbox('faults', failing))).toBe('settings failed: 503');
    expect(calls).toHaveLength(3);
    // …and the failure did not reach the kept answer.
    expect(await page('/', inSandbox('faults'))).toMatch(/^settings of \d+ characters$/);
    expect(calls).toHaveLength(3);
  });

  it('ignore the faults header where the mock ignores it (no test hooks)', async () => {
    const { calls, page } = countingServer(false);
    const failing = { [MOCK_FAULTS_HEADER]: JSON.stringify({ settings: 503 }) };
    const visitor = { cookie: 'storefront_visitor=3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' };
    await page('/', visitor);
    expect(await page('/', { ...visitor, ...failing })).toMatch(/^settings of/);
    expect(calls).toHaveLength(1);
  });

  it('keep the sitemap’s catalogue: a second sitemap asks the mock nothing', async () => {
    const { app, calls } = countingServer(true);
    const sitemap = () =>
      app.request('http://shop.test/sitemap.xml', { headers: inSandbox('crawler') });
    const first = await (await sitemap()).text();
    expect(calls).toContain('POST /api/products/filter');
    const asked = calls.length;
    expect(await (await sitemap()).text()).toBe(first);
    expect(calls).toHaveLength(asked);
  });
});
