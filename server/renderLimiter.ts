/**
 * How many page renders run at once. A render costs tens of milliseconds of CPU: past a few per
 * core every render only gets slower, so at a peak the extra ones wait in a short queue, and
 * beyond that queue, or past its wait, they are turned away at once (server/busyPage) rather than
 * making every shopper wait for a page that comes too late.
 */
import { availableParallelism } from 'node:os';

export type RenderLimits = {
  /** Renders at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Renders waiting for a slot (RENDER_QUEUE); 0: none wait. */
  queue: number;
  /** How long one waits before it is turned away (RENDER_QUEUE_WAIT_MS). */
  queueWaitMs: number;
};

/** A render is mostly CPU, with some waiting on the API in between: four per core overlap it. */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  concurrency: 4 * availableParallelism(),
  queue: 64,
  // With a render's own time, a shopper has a page or the busy page within about 2 s.
  queueWaitMs: 1000,
};

/** A slot held: release() frees it (more than once is harmless). */
export type RenderSlot = { ok: true; release: () => void };
/** No slot: the queue was full, the wait ran out, or the shopper went away while waiting. */
export type NoSlot = { ok: false; reason: 'queue-full' | 'timed-out' | 'aborted' };

export type RenderLimiter = {
  /** A slot now, or once one frees within the queue's wait; `signal` ends the wait early. */
  acquire(signal?: AbortSignal): Promise<RenderSlot | NoSlot>;
  /** Renders holding a slot. */
  readonly running: number;
  /** Renders waiting for one. */
  readonly queued: number;
};

type Waiter = { grant: () => void; refuse: (reason: NoSlot['reason']) => void };

export function createRenderLimiter({
  concurrency,
  queue,
  queueWaitMs,
}: RenderLimits): RenderLimiter {
  let running = 0;
  const waiting: Waiter[] = [];

  const slot = (): RenderSlot => {
    running += 1;
    let held = true;
    return {
      ok: true,
      release: () => {
        if (!held) return;
        held = false;
        running -= 1;
        // First come, first served: the longest waiter is closest to giving up.
        if (running < concurrency) waiting.shift()?.grant();
      },
    };
  };

  const acquire = (signal?: AbortSignal): Promise<RenderSlot | NoSlot> => {
    if (signal?.aborted === true) return Promise.resolve({ ok: false, reason: 'aborted' });
    if (running < concurrency && waiting.length === 0) return Promise.resolve(slot());
    if (waiting.length >= queue) return Promise.resolve({ ok: false, reason: 'queue-full' });
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = waiting.indexOf(waiter);
        if (at !== -1) waiting.splice(at, 1);
      };
      const waiter: Waiter = {
        grant: () => {
          leave();
          resolve(slot());
        },
        refuse: (reason) => {
          leave();
          resolve({ ok: false, reason });
        },
      };
      const onAbort = () => waiter.refuse('aborted');
      const timer = setTimeout(() => waiter.refuse('timed-out'), queueWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });
  };

  return {
    acquire,
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
