import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attemptLimiter';

function fakeClock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the attempt limiter', () => {
  it('allows `limit` attempts per key in a window, then refuses until the next', () => {
    const clock = fakeClock();
    const limiter = createAttemptLimiter({ limit: 2, windowMs: 60_000, now: clock.now });
    expect([limiter.attempt('a'), limiter.attempt('a'), limiter.attempt('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.attempt('b')).toBe(true);
    clock.advance(59_999);
    expect(limiter.attempt('a')).toBe(false);
    clock.advance(1);
    expect(limiter.attempt('a')).toBe(true);
  });

  it('remembers a bounded number of keys, forgetting the oldest', () => {
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 60_000, keysKept: 2 });
    limiter.attempt('a');
    limiter.attempt('b');
    limiter.attempt('c');
    // "a" was forgotten: its count starts again.
    expect(limiter.attempt('a')).toBe(true);
    expect(limiter.attempt('c')).toBe(false);
  });
});
