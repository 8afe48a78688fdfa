import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerApp, type PageRenderer } from './app';
import { createLogger } from './logger';
import type { WholePage } from './renderedPage';
import { MOCK_SANDBOX_HEADER } from './visitorSandbox';

// Test hooks with a real API (the mock as its own service): a journey's `mock-sandbox` header
// goes along with its browser's calls and with its page renders' calls, and only then.

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const PAGE: WholePage = {
  status: 200,
  html: '<main>page</main>',
  styles: '',
  state: { queries: [], mutations: [] },
  now: '2026-11-29T12:00:00',
  caching: 'guest',
  complete: true,
  storeSelection: null,
  hydrationModules: [],
};

/** The API's calls, by the sandbox each named. */
function apiCalls() {
  const sandboxes: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      sandboxes.push(request.headers.get(MOCK_SANDBOX_HEADER));
      return Response.json({ statusCode: 200, data: [] });
    }),
  );
  return sandboxes;
}

function server(passSandboxHeader: boolean) {
  const renderPage: PageRenderer = async (_request, { client }) => {
    await client.get('/products/blue-dream');
    return PAGE;
  };
  return createServerApp({
    clientDir: '.',
    indexHtml: INDEX,
    mockApi: null,
    apiBaseUrl: 'http://api.test',
    passSandboxHeader,
    publicOrigin: 'https://shop.example',
    logger: createLogger({ write: () => undefined }),
    renderPage,
  });
}

const asJourney = { [MOCK_SANDBOX_HEADER]: 'journey-7', 'x-requested-with': 'storefront' };

describe('a real API with test hooks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the journey’s sandbox on its /api calls and its page’s calls', async () => {
    const sandboxes = apiCalls();
    const app = server(true);
    expect(
      (await app.request('http://shop.test/api/retailers', { headers: asJourney })).status,
    ).toBe(200);
    expect(
      (await app.request('http://shop.test/product/blue-dream', { headers: asJourney })).status,
    ).toBe(200);
    expect(sandboxes).toEqual(['journey-7', 'journey-7']);
  });

  it('never passes the header on without test hooks', async () => {
    const sandboxes = apiCalls();
    const app = server(false);
    await app.request('http://shop.test/api/retailers', { headers: asJourney });
    await app.request('http://shop.test/product/blue-dream', { headers: asJourney });
    expect(sandboxes).toEqual([null, null]);
  });
});
