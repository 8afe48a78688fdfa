import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRenderLimiter, type NoSlot, type RenderSlot } from './renderLimiter';

const granted = (outcome: RenderSlot | NoSlot): RenderSlot => {
  if (!outcome.ok) throw new Error(`no slot: ${outcome.reason}`);
  return outcome;
};

describe('createRenderLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives slots up to the concurrency at once, then queues, then turns away', async () => {
    const limiter = createRenderLimiter({ concurrency: 2, queue: 1, queueWaitMs: 1500 });
    const first = granted(await limiter.acquire());
    granted(await limiter.acquire());
    const waiting = limiter.acquire();
    expect(limiter.running).toBe(2);
    expect(limiter.queued).toBe(1);
    expect(await limiter.acquire()).toEqual({ ok: false, reason: 'queue-full' });
    first.release();
    granted(await waiting);
    expect(limiter.running).toBe(2);
    expect(limiter.queued).toBe(0);
  });

  it('serves the queue first come, first served', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 3, queueWaitMs: 1500 });
    const only = granted(await limiter.acquire());
    const order: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) =>
      limiter.acquire().then((outcome) => {
        order.push(name);
        granted(outcome).release();
      }),
    );
    only.release();
    await Promise.all(waiters);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(limiter.running).toBe(0);
  });

  it('turns a waiter away when its wait runs out, and forgets it', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 1, queueWaitMs: 1500 });
    const only = granted(await limiter.acquire());
    const waiting = limiter.acquire();
    vi.advanceTimersByTime(1499);
    expect(limiter.queued).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await waiting).toEqual({ ok: false, reason: 'timed-out' });
    expect(limiter.queued).toBe(0);
    // The slot freed later goes to nobody: it is free.
    only.release();
    expect(limiter.running).toBe(0);
  });

  it('lets a waiter whose shopper went away leave the queue', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 1, queueWaitMs: 1500 });
    granted(await limiter.acquire());
    const gone = new AbortController();
    const waiting = limiter.acquire(gone.signal);
    gone.abort();
    expect(await waiting).toEqual({ ok: false, reason: 'aborted' });
    expect(limiter.queued).toBe(0);
    expect(await limiter.acquire(AbortSignal.abort())).toEqual({ ok: false, reason: 'aborted' });
  });

  it('frees a slot once, however often it is released', async () => {
    const limiter = createRenderLimiter({ concurrency: 2, queue: 0, queueWaitMs: 1500 });
    const first = granted(await limiter.acquire());
    granted(await limiter.acquire());
    first.release();
    first.release();
    expect(limiter.running).toBe(1);
  });

  it('waits for nothing with a queue of 0', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 0, queueWaitMs: 1500 });
    granted(await limiter.acquire());
    expect(await limiter.acquire()).toEqual({ ok: false, reason: 'queue-full' });
  });
});
