import { describe, expect, it } from 'vitest';
import { ownValue } from './ownValue';

describe('ownValue', () => {
  it('finds own entries and misses inherited ones', () => {
    const table = { red: '#f00' };
    expect(ownValue(table, 'red')).toBe('#f00');
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(ownValue(table, key)).toBeUndefined();
    }
  });
});
