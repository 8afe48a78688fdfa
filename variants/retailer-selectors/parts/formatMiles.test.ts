import { describe, expect, it } from 'vitest';
import { formatMiles } from './formatMiles';
import { telHref } from './telHref';

describe('formatMiles', () => {
  it.each([
    [0, '0.00 Miles'],
    [3.14159, '3.14 Miles'],
    [12, '12.00 Miles'],
    [2.999, '3.00 Miles'],
    [0.4, '0.40 Miles'],
    [1234.5, '1234.50 Miles'],
  ])('%d → %s', (miles, expected) => {
    expect(formatMiles(miles)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['(248) 555-0142', 'tel:2485550142'],
    ['602.555.0199', 'tel:6025550199'],
    ['+1 303 555 0110', 'tel:+13035550110'],
    ['', null],
    ['n/a', null],
  ])('%j → %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
