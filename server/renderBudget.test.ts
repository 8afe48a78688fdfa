import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBudget } from './renderBudget';

describe('the render budget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives what answers within it, and stops waiting for what does not', async () => {
    const budget = renderBudget(3000);
    await expect(budget.within(Promise.resolve('settings'))).resolves.toEqual({
      done: true,
      value: 'settings',
    });
    const never = budget.within(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(2999);
    expect(budget.spent()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(never).resolves.toEqual({ done: false });
    expect(budget.spent()).toBe(true);
    expect(budget.remainingMs()).toBe(0);
    // Spent: nothing more is waited for, even what has already answered.
    await expect(budget.within(Promise.resolve(1))).resolves.toEqual({ done: false });
  });

  it('passes on a failure within it, and leaves one after it unreported', async () => {
    const budget = renderBudget(1000);
    await expect(budget.within(Promise.reject(new Error('502')))).rejects.toThrow('502');
    let fail: (error: Error) => void = () => undefined;
    const late = budget.within(new Promise((_, reject) => (fail = reject)));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(late).resolves.toEqual({ done: false });
    fail(new Error('too late'));
    await vi.advanceTimersByTimeAsync(0);
  });

  it('without a budget, waits as long as the promise takes', async () => {
    const budget = renderBudget(undefined);
    expect(budget.remainingMs()).toBe(Infinity);
    let answer: (value: string) => void = () => undefined;
    const waiting = budget.within(new Promise<string>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(60_000);
    answer('late');
    await expect(waiting).resolves.toEqual({ done: true, value: 'late' });
  });
});
