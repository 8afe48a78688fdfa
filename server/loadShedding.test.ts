import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerApp, type PageRenderer } from './app';
import { BUSY_HEADING, BUSY_MESSAGE } from './busyPage';
import { createLogger } from './logger';
import type { PageRest, StreamingOptions, WholePage } from './renderedPage';
import { createRenderLimiter, type RenderLimits } from './renderLimiter';

// At most RENDER_CONCURRENCY pages render at once, RENDER_QUEUE wait at most RENDER_QUEUE_WAIT_MS,
// and the rest get a small static 503 at once (server/renderLimiter, server/busyPage).

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const STREAMING: StreamingOptions = { waitMs: 100, giveUpMs: 15_000 };

const PARTS = {
  status: 200,
  styles: '',
  now: '2026-11-22T14:00:00',
  caching: 'guest' as const,
  complete: true,
  storeSelection: null,
  hydrationModules: [],
};
const wholePage = (path: string): WholePage => ({
  ...PARTS,
  html: `<main>${path}</main>`,
  state: { queries: [], mutations: [] },
});

/** A page render that goes on until the test finishes or fails it. */
type HeldRender = { path: string; finish: () => void; fail: (error: unknown) => void };

function server(limits: RenderLimits, renderPage?: PageRenderer) {
  const limiter = createRenderLimiter(limits);
  const renders: HeldRender[] = [];
  const held: PageRenderer = (request) =>
    new Promise((resolve, reject) => {
      const { pathname } = new URL(request.url);
      renders.push({ path: pathname, finish: () => resolve(wholePage(pathname)), fail: reject });
    });
  const lines: Array<{ msg: string; path?: string }> = [];
  const app = createServerApp({
    clientDir: '.',
    indexHtml: INDEX,
    mockApi: null,
    apiBaseUrl: 'http://api.test',
    publicOrigin: 'https://shop.example',
    logger: createLogger({
      write: (line: string) => lines.push(JSON.parse(line) as { msg: string; path?: string }),
    }),
    renderPage: renderPage ?? held,
    streaming: STREAMING,
    renderLimiter: limiter,
  });
  const request = (path: string, { method = 'GET', userAgent = CRAWLER } = {}) =>
    app.request(`http://shop.test${path}`, { method, headers: { 'user-agent': userAgent } });
  return { request, limiter, renders, lines };
}

/** Lets the requests in flight run until `done` holds: waits on the event loop, not a clock. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}

async function expectBusyPage(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('2');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  // Its inline styles are allowed by the page's policy; it loads nothing.
  expect(response.headers.get('content-security-policy')).toMatch(/style-src[^;]*'unsafe-inline'/);
  const html = await response.text();
  expect(html).toContain(`<h1>${BUSY_HEADING}</h1>`);
  expect(html).toContain(BUSY_MESSAGE);
  expect(html).toContain('<a href="">Try again</a>');
  expect(html).not.toMatch(/<script|<link|src=/);
}

describe('page renders at a peak', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders up to the limit, queues the next, turns the rest away; health never waits', async () => {
    const { request, limiter, renders } = server({ concurrency: 2, queue: 2, queueWaitMs: 1500 });
    const pages = ['/a', '/b', '/c', '/d'].map((path) => request(path));
    await until(() => limiter.running === 2 && limiter.queued === 2);
    expect(renders.map((render) => render.path)).toEqual(['/a', '/b']);

    const health = await request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    expect((await request('/healthz', { method: 'HEAD' })).status).toBe(200);
    // Only page renders are limited.
    expect((await request('/robots.txt')).status).toBe(200);
    expect((await request('/missing.js')).status).toBe(404);

    await expectBusyPage(await request('/e'));
    expect(renders).toHaveLength(2);

    renders[0]?.finish();
    await until(() => renders.length === 3);
    expect(renders[2]?.path).toBe('/c');
    renders[1]?.finish();
    await until(() => renders.length === 4);
    renders[2]?.finish();
    renders[3]?.finish();
    const answered = await Promise.all(pages);
    expect(answered.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await answered[3]?.text()).toContain('<main>/d</main>');
    expect(limiter.running).toBe(0);
  });

  it('turns a waiting request away once its wait runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { request, limiter, renders } = server({ concurrency: 1, queue: 4, queueWaitMs: 1500 });
    const first = request('/a');
    const waiting = request('/b');
    await until(() => limiter.queued === 1);
    vi.advanceTimersByTime(1500);
    await expectBusyPage(await waiting);
    expect(limiter.queued).toBe(0);
    renders[0]?.finish();
    expect((await first).status).toBe(200);
    expect(renders).toHaveLength(1);
    expect(limiter.running).toBe(0);
  });

  it('counts the wait for a slot in the render budget', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const budgets: Array<number | undefined> = [];
    const finishes: Array<() => void> = [];
    const recording: PageRenderer = (pageRequest, deps) =>
      new Promise((resolve) => {
        budgets.push(deps.budgetMs);
        finishes.push(() => resolve(wholePage(new URL(pageRequest.url).pathname)));
      });
    const { request, limiter } = server({ concurrency: 1, queue: 1, queueWaitMs: 1500 }, recording);
    const first = request('/a');
    const waiting = request('/b');
    await until(() => limiter.queued === 1);
    vi.advanceTimersByTime(800);
    finishes[0]?.();
    await until(() => finishes.length === 2);
    finishes[1]?.();
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect(budgets).toEqual([3000, 2200]);
  });

  it('frees the slot of a render that fails', async () => {
    const { request, limiter, renders } = server({ concurrency: 1, queue: 0, queueWaitMs: 1500 });
    const failing = request('/a');
    await until(() => renders.length === 1);
    renders[0]?.fail(new Error('render broke'));
    expect((await failing).status).toBe(500);
    expect(limiter.running).toBe(0);
    const next = request('/b');
    await until(() => renders.length === 2);
    renders[1]?.finish();
    expect((await next).status).toBe(200);
  });

  it('keeps the probes out of the request log', async () => {
    const { request, lines } = server({ concurrency: 1, queue: 0, queueWaitMs: 1500 });
    await request('/healthz');
    await request('/robots.txt');
    expect(lines.map((line) => line.path)).toEqual(['/robots.txt']);
  });
});

describe('a streamed page’s slot', () => {
  /** A streamed page whose late section comes (or fails) when the test says. */
  function streamedRenderer() {
    let later: { resolve: () => void; reject: (error: unknown) => void } = {
      resolve: () => undefined,
      reject: () => undefined,
    };
    const section = new Promise<void>((resolve, reject) => {
      later = { resolve, reject };
    });
    const cancel = vi.fn();
    async function* flushes() {
      await section;
      yield '<div hidden id="S:0">Blue Dream</div>';
    }
    const rest: PageRest = {
      flushes: flushes(),
      state: () => ({ queries: [], mutations: [] }),
      cancel,
    };
    const renderPage: PageRenderer = () =>
      Promise.resolve({ ...PARTS, html: '<main>Loading</main>', rest });
    return { renderPage, later, cancel };
  }

  const LIMITS = { concurrency: 1, queue: 0, queueWaitMs: 1500 };

  /** The response's first part, read; the reader to go on with. */
  async function firstPart(response: Response) {
    const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('Loading');
    return reader;
  }

  it('is held after the headers, until the last section is sent', async () => {
    const { renderPage, later } = streamedRenderer();
    const { request, limiter } = server(LIMITS, renderPage);
    const response = await request('/shop', { userAgent: BROWSER });
    const reader = await firstPart(response);
    expect(limiter.running).toBe(1);
    await expectBusyPage(await request('/other', { userAgent: BROWSER }));
    later.resolve();
    while (!(await reader.read()).done);
    await until(() => limiter.running === 0);
  });

  it('is freed when the shopper goes away mid-stream', async () => {
    const { renderPage, cancel } = streamedRenderer();
    const { request, limiter } = server(LIMITS, renderPage);
    const reader = await firstPart(await request('/shop', { userAgent: BROWSER }));
    expect(limiter.running).toBe(1);
    await reader.cancel();
    // The section never comes: the slot does not wait for it.
    await until(() => limiter.running === 0);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('is freed when a later section fails and the response is cut off', async () => {
    const { renderPage, later } = streamedRenderer();
    const { request, limiter } = server(LIMITS, renderPage);
    const reader = await firstPart(await request('/shop', { userAgent: BROWSER }));
    later.reject(new Error('section broke'));
    await expect(
      (async () => {
        while (!(await reader.read()).done);
      })(),
    ).rejects.toThrow();
    await until(() => limiter.running === 0);
  });
});
