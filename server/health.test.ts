import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerApp, type PageRenderer } from './app';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import { createReadiness } from './readiness';

// GET /healthz: the process answers. GET /readyz: send it shoppers, or not (server/health).

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const QUIET = createLogger({ write: () => undefined });
const API = 'http://api.test';

function server({ mock = false, renderPage = null as PageRenderer | null } = {}) {
  const readiness = createReadiness();
  const app = createServerApp({
    clientDir: '.',
    indexHtml: INDEX,
    mockApi: mock ? createMockApi() : null,
    apiBaseUrl: mock ? null : API,
    publicOrigin: 'https://shop.example',
    logger: QUIET,
    renderPage,
    readiness,
  });
  const request = (path: string, method = 'GET') =>
    app.request(`http://shop.test${path}`, { method });
  return { request, readiness };
}

/** The retailer's API as the server's own calls reach it (globalThis.fetch), counted. */
function stubApi(answer: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return answer();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const settingsAnswer = () => Promise.resolve(Response.json({ config: {} }));

describe('GET /healthz', () => {
  it('answers ok, never cached, without asking the API', async () => {
    const calls = stubApi(settingsAnswer);
    const { request } = server();
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('ok');
    const head = await request('/healthz', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(calls).toEqual([]);
  });

  it('makes no visitor sandbox in the embedded demo', async () => {
    const { request } = server({ mock: true });
    for (const path of ['/healthz', '/readyz']) {
      expect((await request(path)).headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('GET /readyz', () => {
  it('is ready in the embedded demo: its settings come from the mock in-process', async () => {
    const calls = stubApi(settingsAnswer);
    const response = await server({ mock: true }).request('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ready: true, draining: false, settings: 'ok' });
    expect(calls).toEqual([]);
  });

  it('asks the API for the settings once for many probes at once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { request } = server();
    const probes = Array.from({ length: 6 }, () => request('/readyz'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer(Response.json({ config: {} }));
    const responses = await Promise.all(probes);
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(calls).toEqual([`${API}/cms/settings`]);
    // Fresh: the next probe asks nobody.
    expect((await request('/readyz')).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('is not ready when the settings cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('fetch failed')));
    const response = await server().request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ready: false,
      draining: false,
      settings: 'unreachable',
    });
  });

  it('is not ready when the API answers the settings with an error', async () => {
    stubApi(() => Promise.resolve(Response.json({ message: 'down' }, { status: 503 })));
    expect((await server().request('/readyz')).status).toBe(503);
  });

  it('takes a page’s failed settings read as its answer, with no call of its own', async () => {
    const calls = stubApi(() => Promise.reject(new TypeError('fetch failed')));
    // A render reads the settings first (server/render): here it goes no further.
    const renderPage: PageRenderer = async (_request, { client }) => {
      await client.get('/cms/settings');
      throw new Error('not reached: the settings read fails');
    };
    const { request } = server({ renderPage });
    expect((await request('/')).status).toBe(503);
    expect(calls).toHaveLength(1);
    const response = await request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ settings: 'unreachable' });
    expect(calls).toHaveLength(1);
  });

  it('is not ready once the server drains, whatever the API says', async () => {
    stubApi(settingsAnswer);
    const { request, readiness } = server();
    expect((await request('/readyz')).status).toBe(200);
    readiness.drain();
    const response = await request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ready: false, draining: true, settings: 'ok' });
    expect((await request('/healthz')).status).toBe(200);
  });
});
