import { describe, expect, it } from 'vitest';
import { brandHref, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Pre Rolls', 'pre-rolls'],
    ['Wana Brands & Co.', 'wana-brands-co'],
    ['  Crème Brûlée  ', 'creme-brulee'],
    ['---', ''],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
});

describe('brandHref', () => {
  it('prefers the brand urlSlug', () => {
    expect(brandHref('/shop', { urlSlug: 'wyld', brandName: 'Wyld Edibles', name: '' })).toBe(
      '/shop/brand/wyld',
    );
  });
  it('slugifies the brand name without a urlSlug', () => {
    expect(brandHref('/menu', { urlSlug: '', brandName: 'Kiva Confections', name: '' })).toBe(
      '/menu/brand/kiva-confections',
    );
  });
  it('encodes a hostile urlSlug as one path segment', () => {
    expect(brandHref('/shop', { urlSlug: '/evil.example', brandName: '', name: '' })).toBe(
      '/shop/brand/%2Fevil.example',
    );
  });
});
