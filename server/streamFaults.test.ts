import { describe, expect, it } from 'vitest';
import type { PageRenderer } from './app';
import { faultyServer, mainText } from './faultyServer';

// A streamed page (server/render: its first part at once, a slow list's section later) whose list
// fails after the first bytes are out: the status is sent, so the page must still end whole and
// hydrate, the section as it shows while loading, for the browser to ask for its list again.

/** How late the failing list answers: far longer than a render of /shop takes. */
const LIST_FAILS_AFTER_MS = 3_000;
/** A render budget the late list fits in: these pages are about what a failure does once the
 * first part is out, not about the budget (renderBudget.test.ts). */
const PATIENT = { renderBudgetMs: 10_000 };

/** Reads a streamed body: when each piece came (ms from the request) and the whole text. */
async function readStream(answer: Promise<Response>) {
  const started = performance.now();
  const response = await answer;
  const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
  const decoder = new TextDecoder();
  const pieces: Array<{ at: number; text: string }> = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    pieces.push({
      at: performance.now() - started,
      text: decoder.decode(next.value, { stream: true }),
    });
  }
  return { response, pieces, html: pieces.map((piece) => piece.text).join('') };
}

/** React's hidden copy of a finished section, which its script moves into the page. */
const lateSection = (html: string) =>
  /<div hidden id="S:\d+">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';

/** The query cache the browser hydrates from (server/document). */
const hydrationState = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="storefront-render">([^<]*)<\/script>/.exec(html)?.[1] ??
      'null',
  ) as { state: { queries: Array<{ queryKey: unknown[] }> } } | null;

describe('a streamed list that fails after the first bytes', { timeout: 30_000 }, () => {
  it('ends the page whole: the section as while loading, left to the browser to ask again', async () => {
    const { request, alarms } = faultyServer(PATIENT);
    const { response, pieces, html } = await readStream(
      request('/shop', { faults: { productFilter: { delayMs: LIST_FAILS_AFTER_MS, then: 503 } } }),
    );
    expect(response.status).toBe(200);
    // The first part went out before the list failed: the page, its section still loading.
    const [first] = pieces;
    expect(first?.at).toBeLessThan(LIST_FAILS_AFTER_MS);
    expect(first?.text).toMatch(/<h1[^>]*>Shop<\/h1>/);
    expect(first?.text).toContain('Loading products');
    // Then the section, still loading, and the rest of the document: nothing cut off.
    expect(lateSection(html)).toContain('Loading products');
    expect(html).toMatch(/\$RC\("B:\d+","S:\d+"\)/);
    expect(html).toMatch(/<\/body><\/html>$/);
    // The failed list is not handed to the browser, which then asks for it itself.
    const keys = hydrationState(html)?.state.queries.map((query) => query.queryKey) ?? [];
    expect(keys).toContainEqual(['cms', 'settings']);
    expect(keys.some((key) => key[0] === 'products' && key[1] === 'filter')).toBe(false);
    // A failed API call under a page is not the server failing.
    expect(alarms()).toEqual([]);
  });

  it('answered malformed, late: the section shows the empty list (spec 8)', async () => {
    const { request } = faultyServer(PATIENT);
    const { response, html } = await readStream(
      request('/shop', {
        faults: { productFilter: { delayMs: LIST_FAILS_AFTER_MS, then: 'malformed' } },
      }),
    );
    expect(response.status).toBe(200);
    expect(mainText(html)).toContain('Loading products');
    expect(lateSection(html)).toContain('No products here yet');
    expect(html).toMatch(/<\/body><\/html>$/);
  });
});

describe('a streamed page whose render breaks after its first part', () => {
  /** A page whose later part throws, as a render that fails midway would. */
  const breaksMidway: PageRenderer = async () => {
    async function* flushes(): AsyncGenerator<string> {
      yield '<div hidden id="S:0">Blue Dream</div>';
      throw new Error('render broke at /srv/storefront/server/render.tsx:99');
    }
    return {
      status: 200,
      html: '<main><h1>Shop</h1><!--$?--><template id="B:0"></template>Loading<!--/$--></main>',
      styles: '',
      now: '2026-11-22T14:00:00',
      caching: 'guest' as const,
      complete: true,
      storeSelection: null,
      hydrationModules: [],
      rest: { flushes: flushes(), state: () => ({ queries: [], mutations: [] }), cancel: () => {} },
    };
  };

  it('cuts the response off (not a complete wrong page) and logs it with the request id', async () => {
    const { request, alarms } = faultyServer({ renderPage: breaksMidway });
    const response = await request('/shop');
    expect(response.status).toBe(200);
    const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
    const decoder = new TextDecoder();
    let received = '';
    const ended = await (async () => {
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          received += decoder.decode(next.value, { stream: true });
        }
        return 'complete';
      } catch {
        return 'cut off';
      }
    })();
    expect(ended).toBe('cut off');
    expect(received).toContain('<h1>Shop</h1>');
    expect(received).not.toContain('</html>');
    expect(received).not.toContain('render broke');
    expect(alarms()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'A streamed page failed after its first part; the response was cut off.',
        path: '/shop',
        requestId: response.headers.get('x-request-id'),
      }),
    ]);
  });
});
