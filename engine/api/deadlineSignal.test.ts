import { describe, expect, it } from 'vitest';
import { deadlineSignal, untilAborted } from './deadlineSignal';

const never = () => new Promise<string>(() => undefined);

describe('untilAborted', () => {
  it('gives the answer when it comes first', async () => {
    const deadline = deadlineSignal(60_000);
    await expect(untilAborted(Promise.resolve('answer'), deadline.signal)).resolves.toBe('answer');
    deadline.clear();
  });

  it('rejects with the deadline when the answer never comes', async () => {
    const deadline = deadlineSignal(10);
    await expect(untilAborted(never(), undefined, deadline.signal)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('rejects when any of its signals aborts, and at once when one already has', async () => {
    const deadline = deadlineSignal(60_000);
    const leaving = new AbortController();
    const call = untilAborted(never(), leaving.signal, deadline.signal);
    leaving.abort(new DOMException('Gone.', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(untilAborted(never(), leaving.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    deadline.clear();
  });
});
