import { describe, expect, it } from 'vitest';
import { approximateBytes } from './approximateBytes';

describe('approximateBytes', () => {
  it('counts text by its length, in objects, arrays and maps alike', () => {
    const text = 'x'.repeat(10_000);
    for (const holder of [{ text }, [text], new Map([['k', text]])]) {
      expect(approximateBytes(holder)).toBeGreaterThanOrEqual(10_000);
      expect(approximateBytes(holder)).toBeLessThan(10_100);
    }
  });

  it('counts a shared object once, and survives deep nesting', () => {
    const shared = { text: 'x'.repeat(1000) };
    expect(approximateBytes([shared, shared])).toBeLessThan(1100);
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(approximateBytes(deep)).toBeGreaterThan(100_000);
  });
});
