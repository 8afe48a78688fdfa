import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_FALLBACK_MS, loadAppScriptsAfterContent } from './appScripts';
import { PAGE_CHUNKS_ID, SCRIPT_NONCE_SLOT, withScriptNonce } from './document';

const BUILT = `<!doctype html><html><head><title>Shop</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="modulepreload" crossorigin href="/assets/queries-c.js">
  </head><body><div id="root"><h1>Blue Dream</h1></div></body></html>`;

/** The page in a DOM that runs its inline scripts but fetches nothing. */
function open(html: string) {
  return new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
}
const appTags = (dom: JSDOM) =>
  [
    ...dom.window.document.head.querySelectorAll(
      'script[type="module"], link[rel="modulepreload"]',
    ),
  ].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

describe('loadAppScriptsAfterContent', () => {
  it('asks for no app script while the page content loads', () => {
    const html = loadAppScriptsAfterContent(BUILT);
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(html).toContain('<h1>Blue Dream</h1>');
  });

  it('adds the preloads and the entry script once the page has loaded and painted', async () => {
    const dom = open(loadAppScriptsAfterContent(BUILT));
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    // No paint reports here (jsdom): one frame after the load.
    expect(appTags(dom)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(appTags(dom)).toEqual([
      '/assets/framework-b.js',
      '/assets/queries-c.js',
      '/assets/index-a.js',
    ]);
    dom.window.close();
  });

  it('waits, after the load, for the page to show its first content', async () => {
    const dom = new JSDOM(loadAppScriptsAfterContent(BUILT), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        // A browser that reports paints: the test decides when the first content shows.
        class PaintObserver {
          static supportedEntryTypes = ['paint'];
          static instance: PaintObserver | null = null;
          disconnected = false;
          constructor(
            readonly report: (
              list: { getEntriesByName(name: string): unknown[] },
              observer: PaintObserver,
            ) => void,
          ) {
            PaintObserver.instance = this;
          }
          observe() {}
          disconnect() {
            this.disconnected = true;
          }
          paint(name: string) {
            this.report(
              { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
              this,
            );
          }
        }
        Object.assign(window, { PerformanceObserver: PaintObserver, PaintObserver });
      },
    });
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    const observer = (
      dom.window as unknown as {
        PaintObserver: { instance: { paint(name: string): void; disconnected: boolean } | null };
      }
    ).PaintObserver.instance;
    expect(observer).not.toBeNull();
    expect(appTags(dom)).toEqual([]);
    observer?.paint('first-paint');
    expect(appTags(dom)).toEqual([]);
    observer?.paint('first-contentful-paint');
    expect(appTags(dom)).toHaveLength(3);
    expect(observer?.disconnected).toBe(true);
    dom.window.close();
  });

  it('starts the app after the fallback delay when the load never comes', () => {
    vi.useFakeTimers();
    try {
      // The loader is given a window whose load event has not fired and never will.
      const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
        runScripts: 'outside-only',
      });
      const script = /<script nonce="[^"]*">([\s\S]*?)<\/script><\/body>/.exec(
        loadAppScriptsAfterContent(BUILT),
      );
      Object.defineProperty(dom.window.document, 'readyState', { value: 'interactive' });
      dom.window.setTimeout = setTimeout as unknown as typeof dom.window.setTimeout;
      dom.window.eval(script?.[1] ?? '');
      expect(appTags(dom)).toEqual([]);
      vi.advanceTimersByTime(APP_SCRIPTS_FALLBACK_MS);
      expect(appTags(dom)).toHaveLength(3);
      dom.window.close();
    } finally {
      vi.useRealTimers();
    }
  });

  // server/hydrationChunks: the page's own chunks come with the entry, not after it has run.
  describe('the page’s own chunks', () => {
    /** The app tags once the page built with `block` after its content has loaded. */
    async function tagsWith(block: string) {
      const html = BUILT.replace('</h1></div>', `</h1></div>${block}`);
      const dom = open(loadAppScriptsAfterContent(html));
      await new Promise((resolve) => dom.window.addEventListener('load', resolve));
      // One frame after the load (jsdom reports no paints), then a timer of its own.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const tags = appTags(dom);
      dom.window.close();
      return tags;
    }
    const block = (json: string) =>
      `<script type="application/json" id="${PAGE_CHUNKS_ID}">${json}</script>`;
    const entry = ['/assets/framework-b.js', '/assets/queries-c.js', '/assets/index-a.js'];

    it('are added after the entry’s, as the server named them', async () => {
      expect(await tagsWith(block('["/assets/product-d.js","/assets/cards-e.js"]'))).toEqual([
        ...entry,
        '/assets/product-d.js',
        '/assets/cards-e.js',
      ]);
    });

    it('leave the app to start as before when their block is unreadable', async () => {
      expect(await tagsWith(block('["/assets/product-d.js"'))).toEqual(entry);
    });
  });

  it('is the one inline script that runs, and it takes each response’s nonce (CSP)', () => {
    const template = loadAppScriptsAfterContent(BUILT);
    const executable = [...template.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) =>
      attributes?.trim(),
    );
    expect(executable).toEqual([`nonce="${SCRIPT_NONCE_SLOT}"`]);
    const first = withScriptNonce(template, 'bm9uY2Utb25l');
    expect(first).toContain('<script nonce="bm9uY2Utb25l">(function(){');
    expect(first).not.toContain(SCRIPT_NONCE_SLOT);
  });

  it('leaves a document without an entry script as it is', () => {
    const html = '<html><head></head><body>plain</body></html>';
    expect(loadAppScriptsAfterContent(html)).toBe(html);
  });
});
