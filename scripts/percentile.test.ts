import { describe, expect, it } from 'vitest';
import { nearestRank } from './percentile';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('nearestRank', () => {
  it.each([
    ['no values', [], 75, null],
    ['one value', [2500], 75, 2500],
    ['four: rank ⌈3⌉ = 3', [1, 2, 3, 4], 75, 3],
    ['five: rank ⌈3.75⌉ = 4', [1, 2, 3, 4, 5], 75, 4],
    ['unsorted input', [4, 1, 3, 2], 75, 3],
    ['repeated values', [2, 2, 2, 9], 75, 2],
    ['ten: rank ⌈7.5⌉ = 8', oneTo(10), 75, 8],
    ['a hundred: rank 75', oneTo(100), 75, 75],
    ['the median of four: rank 2', [10, 40, 20, 30], 50, 20],
    ['the 100th: the largest', [3, 9, 1], 100, 9],
    ['the 0th: the smallest', [3, 9, 1], 0, 1],
    ['fractions (CLS)', [0.25, 0.01, 0.1, 0.05], 75, 0.1],
  ])('%s', (_name, values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });

  it('leaves the values it was given in their order', () => {
    const values = [3, 1, 2];
    nearestRank(values, 75);
    expect(values).toEqual([3, 1, 2]);
  });
});
