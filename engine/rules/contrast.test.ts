import { describe, expect, it } from 'vitest';
import { contrastRatio, failsContrast, parseCssColor, relativeLuminance } from './contrast';

describe('parseCssColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    ['#16211c', { r: 22, g: 33, b: 28, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['  white ', { r: 255, g: 255, b: 255, a: 1 }],
    ['Black', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30, a: 1 }],
    ['rgba(10,20,30,0.5)', { r: 10, g: 20, b: 30, a: 0.5 }],
    ['rgb(10 20 30 / 50%)', { r: 10, g: 20, b: 30, a: 0.5 }],
    ['rgb(100%, 0%, 0%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['rgb(300, -4, 0)', { r: 255, g: 0, b: 0, a: 1 }],
  ])('%j → %j', (input, expected) => {
    expect(parseCssColor(input)).toEqual(expected);
  });

  it.each(['', 'hsl(0 0% 0%)', 'var(--brand)', '#12', '#12345', '#ggg', 'rgb(1, 2)', 'banana'])(
    '%j cannot be parsed',
    (input) => {
      expect(parseCssColor(input)).toBeNull();
    },
  );
});

describe('relativeLuminance', () => {
  it.each([
    [{ r: 0, g: 0, b: 0, a: 1 }, 0],
    [{ r: 255, g: 255, b: 255, a: 1 }, 1],
    [{ r: 255, g: 0, b: 0, a: 1 }, 0.2126],
    [{ r: 0, g: 255, b: 0, a: 1 }, 0.7152],
  ])('%j → %f', (color, expected) => {
    expect(relativeLuminance(color)).toBeCloseTo(expected, 4);
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000', '#fff', 21],
    ['#fff', '#000', 21],
    ['#777', '#fff', 4.48],
    ['#767676', '#fff', 4.54],
    ['#f3f5f1', '#16211c', 15.09],
    ['#ffffff', '#ffffff', 1],
    // Half-transparent black text on white paints as #808080.
    ['rgba(0, 0, 0, 0.5)', '#fff', 3.95],
    // A fully transparent background shows the white page.
    ['#000', 'transparent', 21],
  ])('%s on %s → %f', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 1);
  });

  it('is null when a colour cannot be parsed', () => {
    expect(contrastRatio('var(--x)', '#fff')).toBeNull();
    expect(contrastRatio('#fff', 'linear-gradient(red, blue)')).toBeNull();
  });
});

describe('failsContrast (AA 4.5:1 by default)', () => {
  it.each([
    ['#777', '#fff', true],
    ['#767676', '#fff', false],
    ['#d9d0c1', '#f6efe4', true],
    ['#2b1d0e', '#f6efe4', false],
    ['hsl(0 0% 0%)', '#fff', false],
  ])('%s on %s → %s', (fg, bg, fails) => {
    expect(failsContrast(fg, bg)).toBe(fails);
  });

  it('takes another minimum, e.g. 3:1 for large text', () => {
    expect(failsContrast('#949494', '#fff', 3)).toBe(false);
    expect(failsContrast('#959595', '#fff', 4.5)).toBe(true);
  });
});

describe('parseCssColor with prototype names', () => {
  it.each([['constructor'], ['toString'], ['__proto__']])('%j is not a colour', (value) => {
    expect(parseCssColor(value)).toBeNull();
  });
});
