import { describe, expect, it } from 'vitest';
import { createApiClient } from '../engine/api/client';
import { ROUTES } from '../engine/routing/routes';
import { createMockApi } from './mockApi';
import { SAMPLE_ORIGIN, sampleUrl, shownText as text, consoleErrors } from './samplePages';
import { renderPage } from './render';
import { isStreamedPage, type PageRest, type StreamedPage } from './renderedPage';

// Streaming: for a browser, a StreamedSection whose list is slow follows the rest of
// the page; a page whose lists come in time is sent whole, as for a crawler.

const mock = createMockApi();
const ORIGIN = SAMPLE_ORIGIN;
const inSandbox = (request: Request) => ({
  sandbox: 'streaming',
  fixtureFrom: request,
  clientAddress: null,
});

/** The mock API, with the product filter held until the test lets it answer. */
function heldFilterClient() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const client = createApiClient({
    baseUrl: `${ORIGIN}/api`,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/api/products/filter') await held;
      return mock.handle(request, inSandbox(request));
    },
  });
  return { client, release };
}

const quickClient = createApiClient({
  baseUrl: `${ORIGIN}/api`,
  fetch: (input, init) => {
    const request = new Request(input, init);
    return mock.handle(request, inSandbox(request));
  },
});

async function drain(rest: PageRest): Promise<string[]> {
  const flushes: string[] = [];
  for await (const flush of rest.flushes) flushes.push(flush);
  return flushes;
}

describe('streaming server rendering', { timeout: 30_000 }, () => {
  const errors = consoleErrors();

  it.each(['/', '/shop', '/product/:productSlug', '/brands/:brand', '/deals', '/about'])(
    '%s, its lists in time, is the same page as a crawler’s',
    async (path) => {
      expect(ROUTES.map((route) => route.path)).toContain(path);
      const request = () => new Request(sampleUrl(path));
      const deps = { client: quickClient, origin: ORIGIN };
      const whole = await renderPage(request(), deps);
      const streamed = await renderPage(request(), deps, { waitMs: 10_000, giveUpMs: 20_000 });
      if (isStreamedPage(streamed)) throw new Error(`${path} was streamed`);
      expect(streamed.status).toBe(whole.status);
      expect(streamed.html).not.toMatch(/<!--\$[!?]-->/);
      expect(text(streamed.html)).toBe(text(whole.html));
      expect(streamed.styles).toBe(whole.styles);
      expect(errors.map((args) => String(args[0]))).toEqual([]);
    },
  );

  it('sends /shop without its slow products, then the products with their styles', async () => {
    const { client, release } = heldFilterClient();
    const page = await renderPage(
      new Request(`${ORIGIN}/shop`),
      { client, origin: ORIGIN, scriptNonce: 'c3RyZWFtZWQ=' },
      { waitMs: 20, giveUpMs: 20_000 },
    );
    if (!isStreamedPage(page)) throw new Error('/shop was not streamed');
    const streamed: StreamedPage = page;
    expect(streamed.status).toBe(200);
    // The first part: the page with the listing as it shows while loading.
    expect(streamed.html).toContain('<title>Shop | Greenleaf Market</title>');
    expect(streamed.html).toContain('Loading products');
    expect(streamed.html).toMatch(/<!--\$\?--><template id="B:\d+"><\/template>/);
    expect(streamed.html).not.toContain('Blue Dream');
    expect(streamed.styles).toContain('data-server-styles');

    release();
    const flushes = await drain(streamed.rest);
    const later = flushes.join('');
    expect(later).toContain('Blue Dream');
    expect(later).toMatch(/\$\$?RC\(/);
    // React's scripts that move the products in place run under the page's CSP: its nonce.
    // (JSON-LD blocks are data, not run.)
    const scripts = [...`${streamed.html}${later}`.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('nonce="c3RyZWFtZWQ="');
    // Each flush starts with the styles of what it reveals, only those not sent before.
    const [first = ''] = flushes;
    const delta = /^<style data-server-styles="">([\s\S]*?)<\/style>/.exec(first)?.[1] ?? '';
    expect(delta).not.toBe('');
    const newRules = delta.match(/\.[\w-]+\{/g) ?? [];
    expect(newRules.length).toBeGreaterThan(0);
    for (const rule of newRules) expect(streamed.styles).not.toContain(rule);
    // The browser hydrates from every query, the late list included.
    const filter = streamed.rest
      .state()
      .queries.find((query) => query.queryKey[0] === 'products' && query.queryKey[1] === 'filter');
    expect(filter?.state.status).toBe('success');
    expect(errors.map((args) => String(args[0]))).toEqual([]);
  });

  it('leaves a section to the browser when its data never comes', async () => {
    const { client } = heldFilterClient();
    const page = await renderPage(
      new Request(`${ORIGIN}/product/blue-dream`),
      { client, origin: ORIGIN },
      { waitMs: 10, giveUpMs: 60 },
    );
    if (!isStreamedPage(page)) throw new Error('the product page was not streamed');
    expect(page.html).toContain('Blue Dream');
    const later = (await drain(page.rest)).join('');
    // React's instruction to render the boundary in the browser, with the digest that tells the
    // browser it is no mismatch; no error logged for it.
    expect(later).toMatch(/\$RX\("B:\d+","storefront-section-left-to-browser"/);
    expect(errors).toEqual([]);
  });

  it('stops rendering when the browser goes away', async () => {
    const { client } = heldFilterClient();
    const page = await renderPage(
      new Request(`${ORIGIN}/shop`),
      { client, origin: ORIGIN },
      { waitMs: 10, giveUpMs: 20_000 },
    );
    if (!isStreamedPage(page)) throw new Error('/shop was not streamed');
    page.rest.cancel();
    await drain(page.rest);
    expect(errors).toEqual([]);
  });
});
