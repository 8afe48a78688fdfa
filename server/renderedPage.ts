/**
 * What a page render gives the server to send: a page whole, or a streamed page's first part and
 * the rest to follow. Apart from the render (render.tsx) so that the sending of a streamed page
 * (streamedPage.ts), which the render calls, reads these without importing the render.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { PageCaching } from '../engine/routing/types';
import type { StoreSelection } from '../engine/stores/storeSelection';

export type PageParts = {
  status: number;
  /** The page's HTML: all of it, or of a streamed page what is sent first. */
  html: string;
  /** The styles of that HTML. */
  styles: string;
  /** The wall clock the page was worded at (store hours), for the browser's first render. */
  now: string;
  /** Whether a shared cache may keep it: its route's (server/pageCaching). */
  caching: PageCaching;
  /** The store its cookie named (checked here), for the browser's first stores. */
  storeSelection: StoreSelection | null;
  /** The source modules the browser imports before hydrating (server/hydrationChunks). */
  hydrationModules: string[];
  /** The site names a Tag Manager container: its page's policy lets the container's scripts in
   * (server/securityHeaders). Absent: it names none. */
  tagManager?: boolean;
};

/** A page rendered whole, with the query cache the browser hydrates from. */
export type WholePage = PageParts & {
  state: DehydratedState;
  /** Every query it asked for answered (or failed); false when the render budget ran out first
   * (server/renderBudget): the browser asks for the rest, and no shared cache keeps the page. */
  complete: boolean;
};

/** What follows the first part of a streamed page. */
export type PageRest = {
  /** React's later flushes, each after the styles of what it reveals. */
  flushes: AsyncIterable<string>;
  /** The query cache once every flush is out: the browser hydrates from all of it. */
  state: () => DehydratedState;
  /** Stops the render (the browser went away). */
  cancel: () => void;
};

export type StreamedPage = PageParts & { rest: PageRest };

export type RenderedPage = WholePage | StreamedPage;

export const isStreamedPage = (page: RenderedPage): page is StreamedPage => 'rest' in page;

export type StreamingOptions = {
  /** How long the page waits for its streamed sections' data before it is sent without them. */
  waitMs: number;
  /** How long a streamed section may take in all; then the browser renders it itself. */
  giveUpMs: number;
};
