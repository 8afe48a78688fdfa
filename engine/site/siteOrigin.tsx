import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The site's own origin ("https://shop.example") for absolute URLs in the head and structured
 * data. The server renders with its trusted origin (server/origin.ts) through the provider and
 * names it in each document's <meta name="storefront-origin">; the browser reads that, so its
 * render repeats the server's links whatever host the page was reached by. Client-only builds
 * (no server, no meta) use the page's own origin. Render-safe on both: no window on the server.
 */
const SiteOriginContext = createContext('');

export const SiteOriginProvider = SiteOriginContext.Provider;

/** The <meta> name the server writes its trusted origin under (server/siteOriginMeta.ts). */
export const SITE_ORIGIN_META = 'storefront-origin';

/** The origin the document names, else the page's own. */
export function documentOrigin(document: Pick<Document, 'querySelector'>, own: string): string {
  const named = document.querySelector(`meta[name="${SITE_ORIGIN_META}"]`)?.getAttribute('content');
  return named ? named : own;
}

const subscribeNever = () => () => {};

// Read once: the document's meta does not change while the page lives.
let browserOrigin: string | null = null;
const readBrowserOrigin = () =>
  (browserOrigin ??= documentOrigin(document, window.location.origin));

export function useSiteOrigin(): string {
  const serverOrigin = useContext(SiteOriginContext);
  return useSyncExternalStore(
    subscribeNever,
    readBrowserOrigin,
    // Hydration reads this on the client as well: there, it is the origin the server named.
    () => (typeof window === 'undefined' ? serverOrigin : readBrowserOrigin()),
  );
}
