import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_BATCH_BYTES_MAX,
  EVENT_BATCH_MAX,
  EventBatchSchema,
  type CollectedEvent,
} from '../../../schemas/analytics/events';
import type { TrackedEvent } from '../bus';
import { batchBodies, COLLECTOR_PATH, createCollectorSink, FLUSH_AFTER_MS } from './collector';

const CONTEXT = { store_id: 's1', menu_type: null, order_type: null, route: '/' };
const search = (term: string): TrackedEvent => ({
  name: 'search',
  params: { search_term: term },
  at: 1,
  context: CONTEXT,
});

function collector() {
  const sent: { url: string; body: string }[] = [];
  const sink = createCollectorSink({
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
  });
  return { sink, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the collector sink', () => {
  it('sends nothing until the page is hidden, then one batch the collector accepts', () => {
    const { sink, sent } = collector();
    sink.push(search('a'), 'granted');
    sink.push(search('b'), 'necessary');
    expect(sent).toEqual([]);
    sink.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(COLLECTOR_PATH);
    const batch = EventBatchSchema.parse(JSON.parse(sent[0]?.body ?? ''));
    expect(batch.events.map((event) => [event.params, event.consent])).toEqual([
      [{ search_term: 'a' }, 'granted'],
      [{ search_term: 'b' }, 'necessary'],
    ]);
    sink.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends a batch a few seconds after its first event, without waiting for the page to hide', () => {
    const { sink, sent } = collector();
    sink.push(search('a'), 'granted');
    vi.advanceTimersByTime(FLUSH_AFTER_MS - 1);
    sink.push(search('b'), 'granted');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '').events).toHaveLength(2);
    sink.push(search('c'), 'granted');
    sink.flush();
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(sent).toHaveLength(2);
  });

  it('sends a full batch at once', () => {
    const { sink, sent } = collector();
    for (let index = 0; index < EVENT_BATCH_MAX; index += 1)
      sink.push(search(`t${index}`), 'granted');
    expect(sent).toHaveLength(1);
  });

  it('splits a batch over the byte limit, and drops an event too large to send', () => {
    const wide = { ...CONTEXT, route: 'r'.repeat(200), store_id: 's'.repeat(200) };
    const many: CollectedEvent[] = Array.from({ length: EVENT_BATCH_MAX }, (_, index) => ({
      name: 'search',
      params: { search_term: 'y'.repeat(190) },
      at: index,
      context: wide,
      consent: 'granted',
    }));
    const bodies = batchBodies(many);
    for (const body of bodies)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(EVENT_BATCH_BYTES_MAX);
    expect(bodies.flatMap((body) => EventBatchSchema.parse(JSON.parse(body)).events)).toHaveLength(
      EVENT_BATCH_MAX,
    );
    const huge: CollectedEvent = {
      name: 'search',
      params: { search_term: 'z'.repeat(EVENT_BATCH_BYTES_MAX) },
      at: 0,
      context: wide,
      consent: 'granted',
    };
    expect(batchBodies([huge])).toEqual([]);
  });
});
