/**
 * The production app as the failure-path tests drive it (server/*Faults.test.ts): the real page
 * renderer and the embedded mock with its test hooks, so a request's `mock-faults` header makes
 * the API fail for its render and its /api calls alike, and every log line kept for reading.
 */
import { MOCK_FAULTS_HEADER, type MockFaults } from '../fixtures/mocks/faults';
import { createServerApp, type PageRenderer } from './app';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import { renderPage } from './render';
import type { StreamingOptions } from './renderedPage';

export const FAULTY_ORIGIN = 'https://shop.example';
export const CRAWLER_UA =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The built index.html's parts the server fills: title, root and the no-JavaScript notice. */
export const SHELL_INDEX =
  '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div>' +
  '<noscript>This storefront needs JavaScript to show the menu.</noscript>' +
  '<script type="module" nonce="storefront-script-nonce">import("/assets/app.js")</script>' +
  '</body></html>';

export type LogLine = {
  level: string;
  msg: string;
  requestId?: string;
  path?: string;
  status?: number;
  err?: { message?: string; stack?: string; type?: string };
};

export type FaultyServerOptions = {
  /** The embedded mock's test hooks (mock-faults, named sandboxes); a public server has none. */
  testHooks?: boolean;
  renderPage?: PageRenderer;
  streaming?: StreamingOptions | null;
  /** The render budget (server/renderBudget); the production default unless given. */
  renderBudgetMs?: number;
};

export function faultyServer({
  testHooks = true,
  renderPage: render = renderPage,
  streaming = { waitMs: 100, giveUpMs: 10_000 },
  renderBudgetMs,
}: FaultyServerOptions = {}) {
  const lines: LogLine[] = [];
  const app = createServerApp({
    clientDir: '.',
    indexHtml: SHELL_INDEX,
    mockApi: createMockApi({ testHooks }),
    apiBaseUrl: null,
    publicOrigin: FAULTY_ORIGIN,
    logger: createLogger({ write: (line: string) => lines.push(JSON.parse(line) as LogLine) }),
    renderPage: render,
    streaming,
    ...(renderBudgetMs === undefined ? {} : { renderBudgetMs }),
  });
  /** A request as a crawler or a shopper's browser sends it, with the API's faults named. */
  const request = async (
    path: string,
    {
      faults,
      userAgent = BROWSER_UA,
      method = 'GET',
    }: { faults?: MockFaults; userAgent?: string; method?: string } = {},
  ) =>
    app.request(`http://shop.test${path}`, {
      method,
      headers: {
        'user-agent': userAgent,
        ...(faults ? { [MOCK_FAULTS_HEADER]: JSON.stringify(faults) } : {}),
      },
    });
  /** The lines logged above the request lines (warnings and errors). */
  const alarms = () => lines.filter((line) => line.level !== 'info');
  return { app, request, lines, alarms };
}

/** The words a person sees in the part of a page between `<main` and `</main>`. */
export function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The document's <head>. */
export const headOf = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
