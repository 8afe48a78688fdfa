/**
 * The first-party collector sink: events batched in the page and sent to `POST /api/events` on
 * the storefront's own origin when the page is hidden (the last moment a browser promises to run
 * script; `sendBeacon` outlives the page), when a batch is full, or a few seconds after the first
 * event of a batch (a shopper may browse for long in one page, and the studio shows a session's
 * events as they come). Sent as text/plain so the beacon needs no preflight; the server reads it
 * as JSON (server/apiGateway).
 */
import type { CollectedEvent } from '../../../schemas/analytics/events';
import { EVENT_BATCH_BYTES_MAX, EVENT_BATCH_MAX } from '../../../schemas/analytics/limits';
import type { TrackedEvent } from '../bus';

export const COLLECTOR_PATH = '/api/events';
/** How long an event waits at most for others to share its batch. */
export const FLUSH_AFTER_MS = 5_000;

type Sender = (url: string, body: string) => boolean;

export type CollectorSink = {
  push(event: TrackedEvent, consent: CollectedEvent['consent']): void;
  /** Sends what waits (the page is being hidden). */
  flush(): void;
};

/** `batch` as bodies within the collector's byte limit: halves until each fits. */
export function batchBodies(batch: readonly CollectedEvent[]): string[] {
  const body = JSON.stringify({ events: batch });
  if (body.length <= EVENT_BATCH_BYTES_MAX / 2 || batch.length === 1) {
    // One event over the limit cannot be sent whole: the collector would refuse it.
    return new TextEncoder().encode(body).length <= EVENT_BATCH_BYTES_MAX ? [body] : [];
  }
  const half = Math.ceil(batch.length / 2);
  return [...batchBodies(batch.slice(0, half)), ...batchBodies(batch.slice(half))];
}

export function createCollectorSink({
  send,
  url = COLLECTOR_PATH,
}: {
  send: Sender;
  url?: string;
}): CollectorSink {
  let waiting: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    for (const body of batchBodies(batch)) send(url, body);
  };
  return {
    push(event, consent) {
      waiting.push({ ...event, consent } as CollectedEvent);
      if (waiting.length >= EVENT_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    flush,
  };
}

/** The browser's beacon, with a keepalive fetch where the beacon's queue is full. */
export function beaconSender(win: Window): Sender {
  return (url, body) => {
    if (win.navigator.sendBeacon?.(url, body) === true) return true;
    void win
      .fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      })
      .catch(() => undefined);
    return false;
  };
}
