import { describe, expect, it } from 'vitest';
import { RemovedItems, formatPath, removeAt, valueAt } from './lenientPath';

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

  it('splices array items and deletes object keys', () => {
    const data = { a: [1, 2, 3], b: { c: 1, d: 2 } };
    expect(removeAt(data, ['a', 1])).toBe(true);
    expect(removeAt(data, ['b', 'c'])).toBe(false);
    expect(data).toEqual({ a: [1, 3], b: { d: 2 } });
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
