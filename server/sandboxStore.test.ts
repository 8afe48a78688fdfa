import { describe, expect, it } from 'vitest';
import { createSandboxStore } from './sandboxStore';

function fakeClock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the sandbox store', () => {
  it('drops the least recently used beyond its size', () => {
    const store = createSandboxStore<string>({ maxEntries: 2, idleMs: 1000 });
    store.add('a', 'A');
    store.add('b', 'B');
    expect(store.get('a')).toBe('A');
    store.add('c', 'C');
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe('A');
    expect(store.get('c')).toBe('C');
    expect(store.size()).toBe(2);
  });

  it('drops one unused for its idle time; each use starts that time afresh', () => {
    const clock = fakeClock();
    const store = createSandboxStore<string>({ maxEntries: 10, idleMs: 1000, now: clock.now });
    store.add('a', 'A');
    store.add('b', 'B');
    clock.advance(999);
    expect(store.get('a')).toBe('A');
    clock.advance(999);
    expect(store.get('a')).toBe('A');
    expect(store.get('b')).toBeUndefined();
    clock.advance(1000);
    expect(store.get('a')).toBeUndefined();
    expect(store.size()).toBe(0);
  });
});
