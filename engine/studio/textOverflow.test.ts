import { describe, expect, it } from 'vitest';
import { textOverflows, type TextMetrics } from './textOverflow';

const fits: TextMetrics = {
  text: { width: 120, height: 20 },
  box: { clientWidth: 140, clientHeight: 24, scrollWidth: 140, scrollHeight: 24 },
  clips: [],
  viewportWidth: 375,
};

describe('textOverflows', () => {
  it('a text that fits its box does not overflow', () => {
    expect(textOverflows(fits)).toBe(false);
  });

  it.each<[string, Partial<TextMetrics>, boolean]>([
    ['cut off with an ellipsis', { box: { ...fits.box, scrollWidth: 210 } }, true],
    [
      'wrapped below a fixed height (or line-clamped)',
      { box: { ...fits.box, scrollHeight: 48 } },
      true,
    ],
    ['sub-pixel rounding is not an overflow', { box: { ...fits.box, scrollWidth: 140.9 } }, false],
    ['wider than the page', { text: { width: 400, height: 20 } }, true],
    [
      'wider than a clipping bar (a ticker item never seen whole)',
      {
        text: { width: 500, height: 20 },
        box: { clientWidth: 540, clientHeight: 24, scrollWidth: 540, scrollHeight: 24 },
        viewportWidth: 1280,
        clips: [{ width: 375, height: 40, clipsX: true, clipsY: true }],
      },
      true,
    ],
    [
      'scrolled out of a clipping bar it fits in',
      { clips: [{ width: 375, height: 40, clipsX: true, clipsY: true }] },
      false,
    ],
    [
      'taller than a box that clips only sideways',
      { clips: [{ width: 375, height: 10, clipsX: true, clipsY: false }] },
      false,
    ],
    [
      'not rendered (display: none)',
      { text: { width: 0, height: 0 }, box: { ...fits.box, scrollWidth: 999 } },
      false,
    ],
  ])('%s', (_, change, expected) => {
    expect(textOverflows({ ...fits, ...change })).toBe(expected);
  });
});
