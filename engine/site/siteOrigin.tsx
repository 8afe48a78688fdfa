import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The site's own origin ("https://shop.example") for absolute URLs in structured data. The server
 * renders with the request's (or PUBLIC_ORIGIN's) origin through the provider; the browser reads
 * its location. Render-safe on both: no window access on the server.
 */
const SiteOriginContext = createContext('');

export const SiteOriginProvider = SiteOriginContext.Provider;

const subscribeNever = () => () => {};

export function useSiteOrigin(): string {
  const serverOrigin = useContext(SiteOriginContext);
  return useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    // Hydration reads this on the client as well: there, the page's origin is the server's.
    () => (typeof window === 'undefined' ? serverOrigin : window.location.origin),
  );
}
