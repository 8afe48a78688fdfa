import { describe, expect, it } from 'vitest';
import { ApiError } from '../engine/api/errors';
import { DEADLINES } from '../engine/api/deadlines';
import type { PageRenderer } from './app';
import { CRAWLER_UA, faultyServer, SHELL_INDEX } from './faultyServer';
import { RETRY_AFTER_SECONDS } from './serverErrors';
import { DEFAULT_RENDER_BUDGET_MS } from './env';

// A page the server cannot render is answered with the app's HTML shell, which the browser renders
// as it did before server rendering (README, "Every other path"); its status says it is not the
// page, and the failure is logged with the request's id.

/** The shell as sent: the template, its scripts carrying the response's nonce. */
const isShell = (html: string) =>
  html.includes('<div id="root"></div>') &&
  html.includes('This storefront needs JavaScript to show the menu.') &&
  !html.includes('nonce="storefront-script-nonce"');

const throwing =
  (error: Error): PageRenderer =>
  async () => {
    throw error;
  };

describe('a render that throws', () => {
  it('sends the client shell with 500, logged with the request id and the stack', async () => {
    const secret = new TypeError('Cannot read properties of undefined (reading "slug")');
    const { request, alarms } = faultyServer({ renderPage: throwing(secret) });
    const response = await request('/product/blue-dream');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('retry-after')).toBeNull();
    const html = await response.text();
    expect(isShell(html)).toBe(true);
    // The error stays in the log: not its text, not its stack.
    expect(html).not.toContain('Cannot read properties');
    expect(html).not.toMatch(/\bat \S+ \(|\.tsx?:\d+/);
    const [line] = alarms();
    expect(alarms()).toHaveLength(1);
    expect(line).toMatchObject({
      level: 'error',
      msg: 'Server rendering failed; sent the client shell.',
      path: '/product/blue-dream',
      requestId: response.headers.get('x-request-id'),
      err: { message: secret.message },
    });
    expect(line?.err?.stack).toContain('TypeError');
  });

  it('sends the shell with 503 and Retry-After when the API failed it', async () => {
    const failed = new ApiError('Something went wrong. Please try again.', 502, null);
    const { request, alarms } = faultyServer({ renderPage: throwing(failed) });
    const response = await request('/shop', { userAgent: CRAWLER_UA });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(isShell(await response.text())).toBe(true);
    expect(alarms().map((line) => line.level)).toEqual(['error']);
  });

  it('still carries the security headers and the template’s head', async () => {
    const { request } = faultyServer({ renderPage: throwing(new Error('render failed')) });
    const response = await request('/');
    expect(response.headers.get('content-security-policy')).toContain('script-src');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('<title>Storefront</title>');
    expect(html.length).toBeGreaterThanOrEqual(SHELL_INDEX.length);
  });
});

// The real renderer over the embedded mock: the CMS settings hold every page (render.tsx reads
// the site's routes from them), so a CMS that fails or never answers fails the render.
describe('a CMS that fails', { timeout: 30_000 }, () => {
  it.each([
    ['answers 503', 503],
    ['drops the connection', 'network'],
  ] as const)('%s: the shell, 503, for a crawler and a shopper alike', async (_name, fault) => {
    const { request, alarms } = faultyServer();
    for (const userAgent of [CRAWLER_UA, undefined]) {
      const response = await request('/shop', { faults: { settings: fault }, userAgent });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(isShell(await response.text())).toBe(true);
    }
    // The first failed settings read also takes the instance out of rotation (GET /readyz).
    expect(alarms().map((line) => line.msg)).toEqual([
      'Not ready: the site settings cannot be reached.',
      'Server rendering failed; sent the client shell.',
      'Server rendering failed; sent the client shell.',
    ]);
  });

  it('never answers: the shell once the render budget has passed, before the settings’ deadline', async () => {
    const { request } = faultyServer();
    const started = performance.now();
    const response = await request('/', { faults: { settings: 'hang' }, userAgent: CRAWLER_UA });
    const waited = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(isShell(await response.text())).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(DEFAULT_RENDER_BUDGET_MS - 50);
    expect(waited).toBeLessThan(Math.min(DEADLINES.settings, DEFAULT_RENDER_BUDGET_MS + 1_500));
  });

  it.each(['malformed', 'wrongShape'] as const)(
    'answers %s: the page renders on the spec’s defaults, not the shell',
    async (fault) => {
      const { request, alarms } = faultyServer();
      const response = await request('/shop', { faults: { settings: fault } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(isShell(html)).toBe(false);
      expect(html).toMatch(/<h1[^>]*>Shop<\/h1>/);
      expect(alarms()).toEqual([]);
    },
  );
});
