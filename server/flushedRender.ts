/**
 * React's streaming render with its output taken a flush at a time. React
 * writes a flush in pieces of up to 4 KB, cut anywhere, even inside a tag, and marks the end of
 * each flush by calling the destination's `flush()` (meant for compression). Collecting whole
 * flushes lets the server put its own markup between them: the styles of the parts that a flush
 * reveals, which styled-components 6 cannot stream itself.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export type FlushedRender = {
  /** Resolves when the page outside its pending Suspense boundaries is rendered. */
  shellReady: Promise<void>;
  /** Resolves when every boundary is rendered too. */
  allReady: Promise<void>;
  /** Starts the output: each item is one whole flush of React's. Call once. */
  flushes: () => AsyncIterable<string>;
  /** Stops waiting: pending boundaries are left to the browser to render. */
  abort: (reason?: unknown) => void;
};

/** React's destination: a writable that hands its output on a flush at a time. */
function flushCollector(): { destination: Writable; items: () => AsyncGenerator<string> } {
  const decoder = new TextDecoder();
  let current = '';
  const done: string[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const flush = () => {
    if (current !== '') done.push(current);
    current = '';
    notify();
  };
  const writable = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      current += decoder.decode(chunk, { stream: true });
      callback();
    },
    final(callback) {
      current += decoder.decode();
      flush();
      ended = true;
      notify();
      callback();
    },
    destroy(error, callback) {
      if (!ended) failure = error ?? new Error('The page’s render stopped before its end.');
      notify();
      callback(error);
    },
  });
  async function* items(): AsyncGenerator<string> {
    for (;;) {
      const next = done.shift();
      if (next !== undefined) yield next;
      else if (failure !== null) throw failure;
      else if (ended) return;
      else
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
    }
  }
  // React calls flush() at the end of each of its flushes (ReactServerStreamConfigNode).
  return { destination: Object.assign(writable, { flush }), items };
}

export function renderFlushed(
  tree: ReactNode,
  {
    onError,
    nonce,
  }: {
    /** Told of each part that failed or was stopped; what it returns reaches the browser (digest). */
    onError: (error: unknown) => string | undefined;
    /** The response's CSP nonce: React's scripts that move streamed sections in place carry it. */
    nonce?: string | undefined;
  },
): FlushedRender {
  let resolveShell: () => void = () => undefined;
  let rejectShell: (error: unknown) => void = () => undefined;
  let resolveAll: () => void = () => undefined;
  const shellReady = new Promise<void>((resolve, reject) => {
    resolveShell = resolve;
    rejectShell = reject;
  });
  const allReady = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  // A failed shell rejects shellReady; allReady then never matters.
  allReady.catch(() => undefined);
  const stream = renderToPipeableStream(tree, {
    onShellReady: resolveShell,
    onShellError: rejectShell,
    onAllReady: resolveAll,
    onError,
    nonce,
    // A boundary that is ready when its parent is sent goes inline, however large: only parts
    // still waiting on data are sent later (React would outline large ones behind a script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const { destination, items } = flushCollector();
  return {
    shellReady,
    allReady,
    flushes: () => {
      stream.pipe(destination);
      return items();
    },
    abort: (reason) => stream.abort(reason),
  };
}
