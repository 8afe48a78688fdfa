import { describe, expect, it } from 'vitest';
import {
  fractionOf,
  keyedValue,
  moveThumb,
  nearestThumb,
  parseTyped,
  snap,
  typedValue,
  valueAt,
} from './rangeMath';

const track = { min: 0, max: 35, step: 0.5 };

describe('snap', () => {
  it.each([
    [18.2, 18],
    [18.3, 18.5],
    [-4, 0],
    [40, 35],
    [0.1 + 0.2, 0.5],
  ])('%s → %s', (value, expected) => {
    expect(snap(value, track)).toBe(expected);
  });

  it('counts its stops from the track’s start', () => {
    expect(snap(13.6, { min: 12.2, max: 31, step: 1 })).toBe(13.2);
  });
});

describe('fractionOf and valueAt', () => {
  it.each([
    [0, 0],
    [17.5, 0.5],
    [35, 1],
    [50, 1],
  ])('%s sits at %s', (value, fraction) => {
    expect(fractionOf(value, track)).toBe(fraction);
  });

  it('an empty track puts everything at its start', () => {
    expect(fractionOf(3, { min: 3, max: 3 })).toBe(0);
  });

  it.each([
    [0, 0],
    [0.5, 17.5],
    [0.52, 18],
    [1.2, 35],
  ])('the stop at %s is %s', (fraction, value) => {
    expect(valueAt(fraction, track)).toBe(value);
  });
});

describe('moveThumb', () => {
  it.each([
    ['min', 20, { min: 20, max: 30 }],
    ['min', 32, { min: 30, max: 30 }],
    ['max', 25, { min: 10, max: 25 }],
    ['max', 5, { min: 10, max: 10 }],
  ] as const)('%s to %s', (thumb, value, expected) => {
    expect(moveThumb({ min: 10, max: 30 }, thumb, value)).toEqual(expected);
  });
});

describe('nearestThumb', () => {
  it.each([
    [5, 'min'],
    [14, 'min'],
    [26, 'max'],
    [20, 'max'],
    [31, 'max'],
  ] as const)('a press at %s moves %s', (value, thumb) => {
    expect(nearestThumb({ min: 10, max: 30 }, value)).toBe(thumb);
  });

  it('thumbs on one stop: the press’s side decides', () => {
    expect(nearestThumb({ min: 20, max: 20 }, 19)).toBe('min');
    expect(nearestThumb({ min: 20, max: 20 }, 21)).toBe('max');
  });
});

describe('keyedValue', () => {
  it.each([
    ['ArrowRight', 18, 18.5],
    ['ArrowUp', 18, 18.5],
    ['ArrowLeft', 18, 17.5],
    ['ArrowDown', 0, 0],
    ['PageUp', 18, 23],
    ['PageDown', 3, 0],
    ['Home', 18, 0],
    ['End', 18, 35],
    ['ArrowRight', 35, 35],
    ['Enter', 18, null],
    ['a', 18, null],
  ] as const)('%s from %s → %s', (key, value, expected) => {
    expect(keyedValue(key, value, track)).toBe(expected);
  });
});

describe('parseTyped and typedValue', () => {
  it.each([
    ['18', 18],
    [' 18.5 ', 18.5],
    ['18,5', 18.5],
    ['.5', 0.5],
    ['18.', 18],
    ['18.456', 18.46],
    ['', null],
    ['-3', null],
    ['1e2', null],
    ['abc', null],
  ])('%j → %s', (text, expected) => {
    expect(parseTyped(text)).toBe(expected);
  });

  it('keeps a typed bound on the track, between stops too', () => {
    expect(typedValue('18.2', track)).toBe(18.2);
    expect(typedValue('99', track)).toBe(35);
    expect(typedValue('x', track)).toBeNull();
  });
});
