import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes an input once and answers repeats from memory', () => {
    const compute = vi.fn((input: string) => input.toUpperCase());
    const memo = boundedMemo(compute, { entries: 10, maxInputLength: 100 });
    expect(memo('a')).toBe('A');
    expect(memo('a')).toBe('A');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('lets the least recently used input go past its entries', () => {
    const compute = vi.fn((input: string) => `${input}!`);
    const memo = boundedMemo(compute, { entries: 2, maxInputLength: 100 });
    memo('a');
    memo('b');
    memo('a'); // used again: 'b' is now the oldest
    memo('c');
    compute.mockClear();
    memo('a');
    memo('c');
    expect(compute).not.toHaveBeenCalled();
    memo('b');
    expect(compute).toHaveBeenCalledWith('b');
  });

  it('never keeps an input longer than its limit', () => {
    const compute = vi.fn((input: string) => input);
    const memo = boundedMemo(compute, { entries: 10, maxInputLength: 3 });
    memo('long');
    memo('long');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
