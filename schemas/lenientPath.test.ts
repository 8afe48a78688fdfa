import { describe, expect, it } from 'vitest';
import { RemovedItems, formatPath, pathKey, prefixKeys, removeAll, valueAt } from './lenientPath';

describe('formatPath', () => {
  it.each([
    [[], '(root)'],
    [['a'], 'a'],
    [['a', 'links', 2, 'url'], 'a.links[2].url'],
    [[0, 1], '[0][1]'],
    [['rows', 0, 1], 'rows[0][1]'],
  ])('%j → %s', (path, text) => {
    expect(formatPath(path)).toBe(text);
  });
});

describe('valueAt and removeAt', () => {
  it('reads through objects and arrays, undefined past a primitive', () => {
    const data = { a: [{ b: 1 }] };
    expect(valueAt(data, ['a', 0, 'b'])).toBe(1);
    expect(valueAt(data, ['a', 0, 'b', 'c'])).toBeUndefined();
  });

  it('splices array items and deletes object keys, all at once', () => {
    const data = { a: [1, 2, 3, 4], b: { c: 1, d: 2 }, rows: [[1, 2], [3]] };
    // Every path names the data as it was before any removal.
    expect(
      removeAll(data, [
        ['a', 1],
        ['b', 'c'],
        ['a', 3],
        ['rows', 1, 0],
        ['rows', 0],
      ]),
    ).toEqual([true, false, true, true, true]);
    expect(data).toEqual({ a: [1, 3], b: { d: 2 }, rows: [[]] });
  });
});

describe('pathKey and prefixKeys', () => {
  it('names "1" and 1 alike and never confuses a dotted key with a path', () => {
    expect(pathKey(['a', 1])).toBe(pathKey(['a', '1']));
    expect(pathKey(['a.b'])).not.toBe(pathKey(['a', 'b']));
    expect(pathKey(['a,b'])).not.toBe(pathKey(['a', 'b']));
    expect(prefixKeys(['a', 0])).toEqual(['', pathKey(['a']), pathKey(['a', 0])]);
  });
});

describe('RemovedItems', () => {
  it('maps current indexes back to the original input and forward to the output', () => {
    const ledger = new RemovedItems();
    ledger.record(['list', 0]);
    ledger.record(['list', 2]);
    // Original [x0, x1, x2, x3]: after removing 0 and 2, current index 1 is original 3.
    expect(ledger.toOriginal(['list', 0])).toEqual(['list', 1]);
    expect(ledger.toOriginal(['list', 1, 'name'])).toEqual(['list', 3, 'name']);
    expect(ledger.toOutput(['list', 3, 'name'])).toEqual(['list', 1, 'name']);
    expect(ledger.toOutput(['list', 2])).toBeNull();
    expect(ledger.toOriginal(['other', 0])).toEqual(['other', 0]);
  });

  it('translates nested arrays level by level', () => {
    const ledger = new RemovedItems();
    ledger.record(['rows', 0]);
    ledger.record(['rows', 1, 0]);
    expect(ledger.toOriginal(['rows', 0, 0])).toEqual(['rows', 1, 1]);
    expect(ledger.toOutput(['rows', 1, 1])).toEqual(['rows', 0, 0]);
  });
});

describe('RemovedItems at scale', () => {
  it('maps every index of a list that lost every other item', () => {
    const ledger = new RemovedItems();
    const count = 20_000;
    for (let index = 0; index < count; index += 2) ledger.record(['list', index]);
    for (let current = 0; current < count / 2; current += 1) {
      expect(ledger.toOriginal(['list', current])).toEqual(['list', current * 2 + 1]);
    }
    expect(ledger.toOutput(['list', count - 1])).toEqual(['list', count / 2 - 1]);
    expect(ledger.toOutput(['list', count - 2])).toBeNull();
  });
});
