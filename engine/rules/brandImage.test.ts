import { describe, expect, it } from 'vitest';
import { brandImage } from './brandImage';

describe('brandImage (spec §3 Brand, §5)', () => {
  it.each([
    ['/img/custom.png', '/img/brand.png', '/img/custom.png'],
    [null, '/img/brand.png', '/img/brand.png'],
    ['null', '/img/brand.png', '/img/brand.png'],
    ['https://cdn.example/default.png', '/img/brand.png', '/img/brand.png'],
    ['', '/img/brand.png', '/img/brand.png'],
    [null, '', null],
  ])('customImage %j, imageUrl %j → %j', (customImage, imageUrl, expected) => {
    expect(brandImage({ customImage, imageUrl })).toBe(expected);
  });
});
