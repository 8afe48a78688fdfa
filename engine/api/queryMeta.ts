/**
 * Query meta the server rendering reads (server/render).
 *
 * A query marked browser-only is not fetched on the server (it needs the shopper's device, e.g.
 * their position), so the browser asks it after hydration, as it did before server rendering.
 *
 * A query marked streamed (a list inside a StreamedSection, engine/hydration/StreamedSection) is not
 * waited for before a browser gets the page's first bytes: the server sends the rest of the page
 * with the section's loading state, and the section when its data is in (streaming).
 */
export const BROWSER_ONLY = { browserOnly: true } as const;
export const STREAMED = { streamed: true } as const;

export const isBrowserOnly = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.browserOnly === true;

export const isStreamed = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.streamed === true;
