import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { MOCK_FAULTS_HEADER, type MockFaults } from '../fixtures/mocks/faults';
import { SHUTDOWN_DEADLINE_MS } from '../server/shutdown';
import { test, watchErrors } from './helpers';

// The production server's failure paths that need its real process or a real browser (the rest
// are in-process: server/*Faults.test.ts, server/renderFailure.test.ts, server/headRequests.test.ts).
// The API is made to fail with the embedded mock's `mock-faults` header (fixtures/mocks/faults.ts),
// which the journeys' server honours (STOREFRONT_TEST_HOOKS=1).

/** A shopper's browser (a crawler's user agent, HeadlessChrome's included, gets whole pages). */
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type LogLine = { msg: string; ended?: string };

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The built server (scripts/start.mjs runs the same entry), on a port of its own. */
async function startOwnServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_TEST_HOOKS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const waiters: Array<{ wanted: RegExp; found: (line: LogLine) => void }> = [];
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const [last = '', ...whole] = `${rest}${chunk}`.split('\n').reverse();
    rest = last;
    for (const text of whole.reverse()) {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiters.filter(({ wanted }) => wanted.test(line.msg))) {
        waiter.found(line);
      }
    }
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    child.once('exit', (code) => resolve({ code, at: performance.now() }));
  });
  /** Resolves with the first line logged (from now on or before) whose message matches. */
  const logged = (wanted: RegExp) =>
    new Promise<LogLine>((resolve) => {
      const earlier = lines.find((line) => wanted.test(line.msg));
      if (earlier) resolve(earlier);
      else waiters.push({ wanted, found: resolve });
    });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return { child, port, origin, lines, logged, exited };
}

/** One request on a connection of its own: when it is all sent, its answer's head, its body. */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
) {
  const request = httpRequest(url, { method, headers, agent: false });
  const sent = new Promise<void>((resolve) => request.once('finish', resolve));
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.end(body);
  const text = answered.then(
    (response) =>
      new Promise<string>((resolve, reject) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        response.on('end', () => resolve(received));
        response.on('error', reject);
      }),
  );
  // Either may be left unread when the other fails first: never an unhandled rejection.
  text.catch(() => undefined);
  return { sent, response: answered, text };
}

/** How a new connection to `port` ends: refused, or accepted. */
const newConnection = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

test.describe('SIGTERM with requests in flight', () => {
  test.setTimeout(60_000);

  test('they finish or are cut at the deadline, new connections are refused, the process exits in time', async () => {
    const server = await startOwnServer();
    try {
      // A checkout that never answers (its write deadline, 15 s, is past the shutdown's)…
      const hung = send(`${server.origin}/api/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'storefront',
          [MOCK_FAULTS_HEADER]: JSON.stringify({ checkout: 'hang' }),
        },
        body: '{}',
      });
      await hung.sent;
      // …and a page whose products come late: its first part is out, the rest in flight. Its
      // connection came after the checkout's, which the server therefore holds too.
      const slow = send(`${server.origin}/shop`, {
        headers: {
          'user-agent': BROWSER_UA,
          [MOCK_FAULTS_HEADER]: JSON.stringify({ productFilter: { delayMs: 2_500 } }),
        },
      });
      expect((await slow.response).statusCode).toBe(200);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await server.logged(/^Stopping/);
      expect(await newConnection(server.port)).toBe('ECONNREFUSED');

      // The page in flight is finished, whole, with the products that came late.
      const page = await slow.text;
      expect(page).toContain('Blue Dream');
      expect(page).toMatch(/<\/html>\s*$/);

      // The checkout is cut off at the deadline, and the process ends with it.
      const cut = await hung.text.then(
        () => ({ answered: true, at: 0 }),
        () => ({ answered: false, at: performance.now() - signalled }),
      );
      expect(cut.answered).toBe(false);
      expect(cut.at).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 250);
      const exit = await server.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(SHUTDOWN_DEADLINE_MS + 2_000);
      expect(await server.logged(/^Stopped\.$/)).toMatchObject({ ended: 'forced' });
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});

test.describe('HEAD', () => {
  test('on pages and on /api: their status and headers, no body', async ({ request }) => {
    for (const [path, status, type] of [
      ['/product/blue-dream', 200, /^text\/html/],
      ['/product/no-such-product', 404, /^text\/html/],
      ['/api/categories', 200, /^application\/json/],
      ['/api/no-such-route', 404, /^application\/json/],
    ] as const) {
      const response = await request.head(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()['content-type'], path).toMatch(type);
      expect(response.headers()['x-request-id'], path).toBeTruthy();
      expect(response.headers()['content-security-policy'], path).toContain('script-src');
      expect((await response.body()).byteLength, path).toBe(0);
    }
  });
});

/** The API fails as `faults` say for the page's own request only (its server render): the
 * browser's later calls are answered as usual. */
async function failingForTheDocument(page: Page, faults: MockFaults) {
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest()
      ? route.continue({
          headers: { ...route.request().headers(), [MOCK_FAULTS_HEADER]: JSON.stringify(faults) },
        })
      : route.continue(),
  );
}

/** Errors a person would call a broken page; a 5xx document is reported too, and is expected. */
const brokenPage = (errors: string[]) => errors.filter((error) => !/status of 50\d/.test(error));

test.describe('the API failing under a page’s render', () => {
  test.use({ userAgent: BROWSER_UA });

  test('the CMS fails: a crawler is told 503 with the shell; a shopper’s browser renders the page itself', async ({
    page,
    request,
  }) => {
    const crawled = await request.get('/shop', {
      headers: {
        'user-agent': CRAWLER_UA,
        [MOCK_FAULTS_HEADER]: JSON.stringify({ settings: 503 }),
      },
    });
    expect(crawled.status()).toBe(503);
    expect(crawled.headers()['retry-after']).toBeTruthy();
    expect(await crawled.text()).toContain('<div id="root"></div>');

    const errors = watchErrors(page);
    await failingForTheDocument(page, { settings: 503 });
    const response = await page.goto('/shop');
    expect(response?.status()).toBe(503);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(main.getByText('Blue Dream').first()).toBeVisible();
    expect(brokenPage(errors)).toEqual([]);
  });

  test('a product that fails: the server says 503, the browser loads the product itself', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await failingForTheDocument(page, { product: 503 });
    const response = await page.goto('/product/blue-dream');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
      'Blue Dream',
    );
    await expect(page).toHaveTitle(/^Blue Dream \|/);
    expect(brokenPage(errors)).toEqual([]);
  });

  test('a streamed list that fails after the first bytes: the page hydrates, the browser lists the products', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/products/filter') asked.push(sent.url());
    });
    await failingForTheDocument(page, { productFilter: { delayMs: 1_500, then: 503 } });
    const response = await page.goto('/shop');
    expect(response?.status()).toBe(200);
    const grid = page
      .getByRole('main')
      .getByRole('list', { name: /products/i })
      .first();
    await expect(grid.getByText('Blue Dream').first()).toBeVisible({ timeout: 15_000 });
    // The server's list failed: the browser asked for it, and the page matched its first render.
    expect(asked.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
