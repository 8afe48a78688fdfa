/**
 * Puts a server-rendered page into the built index.html: the page's head elements (React 19
 * hoists <title>, <meta> and <link> to the start of its HTML) and styles into <head>, the page
 * into #root, and the query cache the browser hydrates from.
 */
import { createHash } from 'node:crypto';
import { SERVER_RENDER_ID, type ServerRender } from '../engine/app/serverRender';

/**
 * The server's render for the browser (engine/app/serverRender): its query cache, its wall clock
 * (store hours) and the store it rendered for (its cookie, checked there). A JSON data block, not
 * a script: the browser neither compiles nor runs it, and the client parses it once. As a script
 * of object literals (43 KB on /) it cost 5-30 ms of compiling on the main thread at full speed,
 * inside the parser's task (total blocking time).
 */
export function serverRenderScript(page: ServerRender): string {
  const data = { state: page.state, now: page.now, storeSelection: page.storeSelection };
  return `<script type="application/json" id="${SERVER_RENDER_ID}">${scriptJson(data)}</script>`;
}

/** JSON that is safe inside a <script>: no "</script>", no "<!--", no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Where an inline script of the template takes its response's CSP nonce (server/securityHeaders):
 * the template is written once at start, the nonce is new for every response.
 */
export const SCRIPT_NONCE_SLOT = 'storefront-script-nonce';

/** The template with this response's nonce on its inline scripts; filled before a page goes in,
 * so text of the page can never take the nonce. */
export function withScriptNonce(template: string, nonce: string): string {
  return template.replaceAll(`nonce="${SCRIPT_NONCE_SLOT}"`, `nonce="${nonce}"`);
}

/**
 * The template for a page sent whole: no nonce on its inline scripts, which the CSP allows by their
 * hashes instead (inlineScriptHashes). Such a page is the same for every response, so a cache may
 * keep it and a browser revalidate it, which a per-response nonce would forbid.
 */
export function withoutScriptNonce(template: string): string {
  return template.replaceAll(` nonce="${SCRIPT_NONCE_SLOT}"`, '');
}

const NONCED_SCRIPT = new RegExp(`<script nonce="${SCRIPT_NONCE_SLOT}">([\\s\\S]*?)</script>`, 'g');

/** The CSP hash sources ('sha256-…') of the template's inline scripts (those with a nonce slot). */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(NONCED_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/** React's hoisted head elements; a title may carry an attribute (a provisional one, PageHead). */
const HOISTED = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** The element naming the page's own chunks (server/hydrationChunks), a JSON array of URLs. */
export const PAGE_CHUNKS_ID = 'storefront-chunks';

/** The page's own chunks for the loader (server/appScripts); nothing when there are none. */
function pageChunksScript(chunks: readonly string[]): string {
  if (chunks.length === 0) return '';
  return `<script type="application/json" id="${PAGE_CHUNKS_ID}">${scriptJson(chunks)}</script>`;
}

/**
 * A browser without JavaScript cannot move a streamed section into its place (React does it with
 * an inline script): it shows the sections where React parks them, after the page, rather than
 * never.
 */
export const STREAMED_WITHOUT_SCRIPT =
  '<noscript><style>div[hidden][id^="S:"]{display:block}</style></noscript>';

/** The document around the page's HTML: all of it up to the end of #root, and what follows. */
function documentAround(
  template: string,
  page: { html: string; styles: string },
  extraHead = '',
): { open: string; close: string } {
  const head = HOISTED.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(head.length);
  const withTitle = /<title\b/.test(head)
    ? template.replace(/<title>[^<]*<\/title>/, '')
    : template;
  const filled = withTitle
    // The page is in the HTML now: the "needs JavaScript" notice would be wrong.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `${head}${page.styles}${extraHead}</head>`);
  const root = '<div id="root"></div>';
  const at = filled.indexOf(root);
  if (at < 0) throw new Error('index.html has no <div id="root"></div> to render the page into.');
  return {
    open: `${filled.slice(0, at)}<div id="root">${body}</div>`,
    close: filled.slice(at + root.length),
  };
}

export function pageDocument(
  template: string,
  page: ServerRender & { html: string; styles: string },
  chunks: readonly string[] = [],
): string {
  const { open, close } = documentAround(template, page);
  return `${open}${serverRenderScript(page)}${pageChunksScript(chunks)}${close}`;
}

/**
 * A streamed page's document: everything up to the end of #root at once, then React's later
 * flushes (each section with its styles, moved into place by React's inline script), then the
 * query cache of the whole page and the rest of index.html.
 */
export async function* streamedPageDocument(
  template: string,
  page: Omit<ServerRender, 'state'> & { html: string; styles: string },
  rest: { flushes: AsyncIterable<string>; state: () => ServerRender['state'] },
  chunks: readonly string[] = [],
): AsyncGenerator<string> {
  const { open, close } = documentAround(template, page, STREAMED_WITHOUT_SCRIPT);
  yield open;
  for await (const flush of rest.flushes) yield flush;
  const whole = { state: rest.state(), now: page.now, storeSelection: page.storeSelection };
  yield `${serverRenderScript(whole)}${pageChunksScript(chunks)}${close}`;
}
