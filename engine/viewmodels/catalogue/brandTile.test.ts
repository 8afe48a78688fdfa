import { describe, expect, it } from 'vitest';
import { brands } from './catalogueTestData';
import { brandTile } from './brandTile';

describe('brandTile', () => {
  it.each([
    [0, '/a.svg'],
    [1, '/m.svg'],
    [2, '/images/deals-default-img.png'],
  ])('brand %s tile image follows the brand image rule → %s', (index, image) => {
    const brand = brands[index];
    if (!brand) throw new Error('fixture');
    expect(brandTile(brand, '/brands/x').image).toBe(image);
  });
});
