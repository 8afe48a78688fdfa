import { describe, expect, it } from 'vitest';
import { deepFrozen } from './deepFrozen';

describe('deepFrozen', () => {
  it('freezes an object, its arrays and their objects', () => {
    const value = deepFrozen({ a: [{ b: 1 }], c: { d: 'x' } });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(value.c)).toBe(true);
    expect(() => {
      (value.c as { d: string }).d = 'y';
    }).toThrow(TypeError);
  });

  it('returns primitives and null as they are', () => {
    expect(deepFrozen(3)).toBe(3);
    expect(deepFrozen(null)).toBeNull();
    expect(deepFrozen('text')).toBe('text');
  });
});
