// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { connectListener, setEventContext, track, WAITING_MAX, type TrackedEvent } from './bus';

const STORE = {
  store_id: 's1',
  menu_type: 'MEDICAL',
  order_type: 'PICKUP',
  route: '/shop',
} as const;
let cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
});
const connect = () => {
  const seen: TrackedEvent[] = [];
  cleanups.push(connectListener((event) => seen.push(event)));
  return seen;
};

describe('the event bus', () => {
  it('hands events to the listener with their context and time', () => {
    cleanups.push(setEventContext(() => STORE));
    const seen = connect();
    track('search', { search_term: 'gummies' });
    expect(seen).toEqual([
      {
        name: 'search',
        params: { search_term: 'gummies' },
        context: STORE,
        at: expect.any(Number),
      },
    ]);
  });

  it('keeps events until a listener connects, then hands them over in order', () => {
    track('login', { method: 'email' });
    track('search', { search_term: 'rosin' });
    cleanups.push(setEventContext(() => STORE));
    const seen = connect();
    expect(seen.map((event) => event.name)).toEqual(['login', 'search']);
    // Tracked before the context was known: they take the context of the handover.
    expect(seen[0]?.context).toEqual(STORE);
  });

  it('keeps at most WAITING_MAX events, dropping the oldest', () => {
    for (let index = 0; index < WAITING_MAX + 5; index += 1) {
      track('search', { search_term: `t${index}` });
    }
    const seen = connect();
    expect(seen).toHaveLength(WAITING_MAX);
    expect(seen[0]?.params).toEqual({ search_term: 't5' });
  });

  it('builds lazy parameters only for events the listener takes', async () => {
    let built = 0;
    const lazily = (term: string) => () => {
      built += 1;
      return Promise.resolve({ search_term: term });
    };
    track('search', lazily('waited'));
    const seen: TrackedEvent[] = [];
    cleanups.push(
      connectListener(
        (event) => seen.push(event),
        (name) => name === 'search',
      ),
    );
    track('login', { method: 'email' });
    track('search', lazily('now'));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen.map((event) => event.params)).toEqual([
      { search_term: 'waited' },
      { search_term: 'now' },
    ]);
    expect(built).toBe(2);
    cleanups.pop()?.();
    cleanups.push(
      connectListener(
        () => undefined,
        () => false,
      ),
    );
    track('search', lazily('withheld'));
    expect(built).toBe(2);
  });

  it('stops handing over once the listener disconnects', () => {
    const seen: TrackedEvent[] = [];
    const disconnect = connectListener((event) => seen.push(event));
    disconnect();
    track('search', { search_term: 'later' });
    expect(seen).toEqual([]);
    expect(connect()).toHaveLength(1);
  });
});
