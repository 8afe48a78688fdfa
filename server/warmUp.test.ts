import { describe, expect, it, vi } from 'vitest';
import { warmUp } from './warmUp';

const logger = () => ({ info: vi.fn(), warn: vi.fn() });

describe('warmUp', () => {
  it('renders each page once, whole, before the instance listens', async () => {
    const asked: Array<{ path: string; agent: string | null }> = [];
    const log = logger();
    const result = await warmUp(
      (request) => {
        asked.push({
          path: new URL(request.url).pathname,
          agent: request.headers.get('user-agent'),
        });
        return new Response('<html></html>');
      },
      'https://shop.example',
      { deadlineMs: 5000, logger: log },
    );
    expect(asked.map((one) => one.path)).toEqual(['/', '/shop', '/deals']);
    expect(asked.every((one) => /bot/i.test(one.agent ?? ''))).toBe(true);
    expect(result.warmed).toBe(3);
    expect(log.info).toHaveBeenCalledOnce();
  });

  it('counts a 404 as warm and a failure as not, and never throws', async () => {
    const answers = [new Response('', { status: 404 }), new Response('', { status: 503 })];
    const log = logger();
    const result = await warmUp(
      (request) => {
        if (new URL(request.url).pathname === '/deals') throw new Error('API down');
        return answers.shift() ?? new Response('');
      },
      'https://shop.example',
      { deadlineMs: 5000, logger: log },
    );
    expect(result.warmed).toBe(1);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('stops at its deadline, whatever a render is waiting for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const asked: string[] = [];
      const warming = warmUp(
        (request) => {
          asked.push(new URL(request.url).pathname);
          return new Promise<Response>(() => {});
        },
        'https://shop.example',
        { deadlineMs: 1000 },
      );
      await vi.advanceTimersByTimeAsync(1000);
      expect(await warming).toEqual({ warmed: 0, ms: 1000 });
      expect(asked).toEqual(['/']);
    } finally {
      vi.useRealTimers();
    }
  });
});
