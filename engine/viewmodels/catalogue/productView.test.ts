import { describe, expect, it } from 'vitest';
import { CategorySchema, ProductSchema } from '../../../schemas';
import { brands, product } from './catalogueTestData';
import {
  categoryDisplayName,
  findBrand,
  findCategory,
  productCardData,
  strainLabel,
} from './productView';

describe('names', () => {
  it.each([
    ['FLOWER', 'Flower'],
    ['PRE_ROLLS', 'Pre Rolls'],
    ['Pre Rolls', 'Pre Rolls'],
    ['', ''],
  ])('category %s → %s', (raw, name) => {
    expect(categoryDisplayName(raw)).toBe(name);
  });
  it.each([
    ['HYBRID', 'Hybrid'],
    ['HIGH_CBD', 'High CBD'],
    ['NOT_APPLICABLE', null],
    ['', null],
  ])('strain %s → %s', (raw, label) => {
    expect(strainLabel(raw)).toBe(label);
  });
});

describe('productCardData', () => {
  it('maps a product with options and a deal', () => {
    expect(productCardData(product)).toEqual({
      slug: 'blue-dream',
      href: '/product/blue-dream',
      name: 'Blue Dream',
      brand: 'Green Harbor',
      category: 'Flower',
      image: '/images/products/flower-1.svg',
      price: '$12.00',
      priceFrom: true,
      options: '4 sizes',
      details: 'Hybrid · THC 21.4%',
      deal: '20% Off All Flower',
    });
  });

  it('a single-price product has no "From", sizes or deal', () => {
    const single = ProductSchema.parse({
      slug: 'tray',
      productName: 'Tray',
      price: 18,
      options: [{ option: 'N/A', price: 18 }],
      variantsSize: 1,
      strainType: 'NOT_APPLICABLE',
    });
    expect(productCardData(single)).toMatchObject({
      price: '$18.00',
      priceFrom: false,
      options: null,
      details: null,
      deal: null,
    });
  });
});

describe('brands', () => {
  it.each([
    ['green-harbor', 'b-01'],
    ['motor-city-cannabis-co', 'b-06'],
    ['Motor City Cannabis Co.', 'b-06'],
    ['b-12', 'b-12'],
    ['nope', null],
  ])('findBrand %s → %s', (key, id) => {
    expect(findBrand(brands, key)?.id ?? null).toBe(id);
  });
});

describe('findCategory', () => {
  const categories = [
    CategorySchema.parse({ categoryName: 'Pre Rolls', urlSlug: 'pre-rolls' }),
    CategorySchema.parse({ categoryName: 'Flowers', urlSlug: '' }),
  ];
  it.each([
    ['pre-rolls', 'Pre Rolls'],
    ['flowers', 'Flowers'],
    ['Flowers', 'Flowers'],
    ['edibles', null],
  ])('%s → %s', (key, name) => {
    expect(findCategory(categories, key)?.categoryName ?? null).toBe(name);
  });
});

describe('brand and category keys with "%"', () => {
  it('never throws on a lone "%" from the router', () => {
    expect(() => findBrand([], '%')).not.toThrow();
    expect(() => findCategory([], '%')).not.toThrow();
  });
});
