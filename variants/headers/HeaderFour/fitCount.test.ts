import { describe, expect, it } from 'vitest';
import { fitCount } from './fitCount';

describe('fitCount', () => {
  it.each([
    { widths: [80, 100, 90], more: 70, available: 270, expected: 3, why: 'all fit, no More' },
    { widths: [80, 100, 90], more: 70, available: 269, expected: 2, why: 'More replaces the last' },
    { widths: [80, 100, 90], more: 70, available: 249, expected: 1, why: 'More needs its room' },
    { widths: [80, 100, 90], more: 70, available: 100, expected: 0, why: 'only More' },
    { widths: [80, 100, 90], more: 70, available: 0, expected: 0, why: 'no room at all' },
    { widths: [], more: 70, available: 0, expected: 0, why: 'no links' },
  ])('$why', ({ widths, more, available, expected }) => {
    expect(fitCount(widths, more, available)).toBe(expected);
  });
});
