import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [10, 10, [1, 'gap', 7, 8, 9, 10]],
    [99, 10, [1, 'gap', 7, 8, 9, 10]],
    [0, 3, [1, 2, 3]],
  ])('page %s of %s', (pageNo, pageCount, items) => {
    expect(pageWindow(pageNo, pageCount)).toEqual(items);
  });
});
