import { describe, expect, it } from 'vitest';
import { createDataCache } from './dataCache';
import { createLogger } from './logger';

const TTL = 30_000;
const STALE = 600_000;
const RETRY = 5_000;

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every pending promise callback has run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(maxEntries?: number) {
  let at = 1_000_000;
  type Line = { level: string; msg: string; key?: string };
  const lines: Line[] = [];
  const logger = createLogger({ write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const cache = createDataCache<string>({
    ttlMs: TTL,
    staleMs: STALE,
    retryMs: RETRY,
    maxEntries,
    name: 'test answer',
    logger,
    now: () => at,
  });
  const calls: string[] = [];
  /** A loader that counts its calls and answers `value`. */
  const answering = (key: string, value: string) => () => {
    calls.push(key);
    return Promise.resolve(value);
  };
  /** A loader that counts its calls and answers when the test settles it. */
  const waiting = (key: string) => {
    const answer = deferred<string>();
    return {
      answer,
      load: () => {
        calls.push(key);
        return answer.promise;
      },
    };
  };
  const failing = (key: string) => () => {
    calls.push(key);
    return Promise.reject(new Error(`${key} failed`));
  };
  return {
    cache,
    calls,
    lines,
    answering,
    waiting,
    failing,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('createDataCache', () => {
  it('answers a fresh value without a call', async () => {
    const { cache, calls, answering, advance } = setup();
    expect(await cache.read('k', answering('k', 'one'))).toBe('one');
    advance(TTL - 1);
    expect(await cache.read('k', answering('k', 'two'))).toBe('one');
    expect(calls).toEqual(['k']);
  });

  it('answers a stale value at once and refreshes it with one call', async () => {
    const { cache, calls, answering, waiting, advance } = setup();
    await cache.read('k', answering('k', 'one'));
    advance(TTL);
    const refresh = waiting('k');
    // The refresh has not answered: the stale value is the answer, twice, with one call.
    expect(await cache.read('k', refresh.load)).toBe('one');
    expect(await cache.read('k', refresh.load)).toBe('one');
    expect(calls).toEqual(['k', 'k']);
    refresh.answer.resolve('two');
    await settled();
    expect(await cache.read('k', answering('k', 'three'))).toBe('two');
    expect(calls).toEqual(['k', 'k']);
  });

  it('makes one call for concurrent misses of a key, and one per key', async () => {
    const { cache, calls, waiting } = setup();
    const first = waiting('a');
    const reads = [
      cache.read('a', first.load),
      cache.read('a', first.load),
      cache.read('a', first.load),
      cache.read('b', waiting('b').load),
    ];
    expect(calls).toEqual(['a', 'b']);
    first.answer.resolve('A');
    expect(await Promise.all(reads.slice(0, 3))).toEqual(['A', 'A', 'A']);
  });

  it('keeps serving the last good value when refreshes fail, and warns once per streak', async () => {
    const { cache, calls, lines, answering, failing, advance } = setup();
    const warnings = () => lines.filter((line) => line.level === 'warn');
    await cache.read('k', answering('k', 'good'), 'GET /cms/settings');
    advance(TTL);
    expect(await cache.read('k', failing('k'))).toBe('good');
    await settled();
    // Within the retry delay a failed refresh is not tried again.
    advance(RETRY - 1);
    expect(await cache.read('k', failing('k'))).toBe('good');
    expect(calls).toHaveLength(2);
    advance(1);
    expect(await cache.read('k', failing('k'))).toBe('good');
    await settled();
    expect(calls).toHaveLength(3);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ key: 'GET /cms/settings' });
    expect(warnings()[0]?.msg).toMatch(/test answer could not be refreshed/);

    // A refresh that succeeds ends the streak; the next failure warns again.
    advance(RETRY);
    await cache.read('k', answering('k', 'better'));
    await settled();
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);
    expect(await cache.read('k', failing('k'))).toBe('better');
    advance(TTL);
    expect(await cache.read('k', failing('k'))).toBe('better');
    await settled();
    expect(warnings()).toHaveLength(2);
  });

  it('passes a failed miss on to every caller and keeps nothing', async () => {
    const { cache, calls, waiting, answering } = setup();
    const miss = waiting('k');
    const reads = [cache.read('k', miss.load), cache.read('k', miss.load)];
    miss.answer.reject(new Error('down'));
    for (const read of reads) await expect(read).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.read('k', answering('k', 'up'))).toBe('up');
    expect(calls).toEqual(['k', 'k']);
  });

  it('never answers a value past its stale window: the caller waits and shares the failure', async () => {
    const { cache, answering, failing, waiting, advance } = setup();
    await cache.read('k', answering('k', 'old'));
    advance(TTL + STALE);
    await expect(cache.read('k', failing('k'))).rejects.toThrow('k failed');
    expect(cache.size).toBe(0);
    await cache.read('k', answering('k', 'old'));
    advance(TTL + STALE);
    const load = waiting('k');
    const read = cache.read('k', load.load);
    load.answer.resolve('new');
    expect(await read).toBe('new');
  });

  it('holds at most maxEntries keys, dropping the least recently read', async () => {
    const { cache, calls, answering } = setup(3);
    for (const key of ['a', 'b', 'c']) await cache.read(key, answering(key, key));
    await cache.read('a', answering('a', 'a'));
    await cache.read('d', answering('d', 'd'));
    expect(cache.size).toBe(3);
    calls.length = 0;
    for (const key of ['a', 'c', 'd', 'b']) await cache.read(key, answering(key, key));
    // b was dropped (read again: a call); making room for it dropped a, the least recent then.
    expect(calls).toEqual(['b']);
    expect(cache.size).toBe(3);
    for (let n = 0; n < 1000; n += 1) await cache.read(`flood-${n}`, answering('x', 'x'));
    expect(cache.size).toBe(3);
  });
});
