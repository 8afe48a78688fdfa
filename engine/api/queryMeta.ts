/**
 * Query meta the server rendering reads (server/render): a query marked browser-only is not
 * fetched on the server (it needs the shopper's device, e.g. their position), so the browser
 * asks it after hydration, as it did before server rendering.
 */
export const BROWSER_ONLY = { browserOnly: true } as const;

export const isBrowserOnly = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.browserOnly === true;
