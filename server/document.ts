/**
 * Puts a server-rendered page into the built index.html: the page's head elements (React 19
 * hoists <title>, <meta> and <link> to the start of its HTML) and styles into <head>, the page
 * into #root, and the query cache the browser hydrates from.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { StoreSelection } from '../engine/stores/storeSelection';

/** The global the browser reads its server query cache from (engine/app/serverState). */
export const SERVER_STATE_GLOBAL = '__STOREFRONT_STATE__';
/** The global the browser reads the server's wall clock from, for store hours (engine/app/App). */
export const SERVER_NOW_GLOBAL = '__STOREFRONT_NOW__';
/** The global the browser reads the store the server rendered for (its cookie, checked there). */
export const SERVER_STORE_GLOBAL = '__STOREFRONT_STORE__';

/** JSON that is safe inside a <script>: no "</script>", no "<!--", no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function pageDocument(
  template: string,
  page: {
    html: string;
    styles: string;
    state: DehydratedState;
    now: string;
    storeSelection: StoreSelection | null;
  },
): string {
  const head = HOISTED.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(head.length);
  const withTitle = head.includes('<title>')
    ? template.replace(/<title>[^<]*<\/title>/, '')
    : template;
  return (
    withTitle
      // The page is in the HTML now: the "needs JavaScript" notice would be wrong.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', `${head}${page.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div><script>window.${SERVER_STATE_GLOBAL}=${scriptJson(page.state)};window.${SERVER_NOW_GLOBAL}=${scriptJson(page.now)};window.${SERVER_STORE_GLOBAL}=${scriptJson(page.storeSelection)}</script>`,
      )
  );
}
