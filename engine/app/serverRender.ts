import type { DehydratedState } from '@tanstack/react-query';
import type { StoreSelection } from '../stores/storeSelection';

/** The element the server writes its render into (server/document.ts). */
export const SERVER_RENDER_ID = 'storefront-render';

/** What the server rendered this page with, as the browser's first render must repeat it. */
export type ServerRender = {
  /** The server's query cache. */
  state: DehydratedState;
  /** The server's wall clock when it rendered ("2026-11-25T14:00:00"), for store hours. */
  now: string | null;
  /** The store the server rendered for (its cookie, which the server checked). */
  storeSelection: StoreSelection | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The shape of a query cache as the server dehydrates it: its queries and mutations. */
const isDehydratedState = (value: unknown): value is DehydratedState =>
  isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);

const WALL_CLOCK = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

/**
 * The server's render from its JSON data block's text; null when there is none, or it is not
 * what the server writes (then the page renders anew rather than hydrating against data it
 * cannot trust).
 */
export function parseServerRender(text: string | null | undefined): ServerRender | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isDehydratedState(data.state)) return null;
  const { now, storeSelection } = data;
  return {
    state: data.state,
    now: typeof now === 'string' && WALL_CLOCK.test(now) ? now : null,
    storeSelection: isRecord(storeSelection) ? (storeSelection as StoreSelection) : null,
  };
}

/** The server's render of this page; null when the server did not render it. */
export function readServerRender(): ServerRender | null {
  return parseServerRender(document.getElementById(SERVER_RENDER_ID)?.textContent);
}
