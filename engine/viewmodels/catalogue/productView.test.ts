import { describe, expect, it } from 'vitest';
import { BrandSchema, CategorySchema, ProductSchema } from '../../../schemas';
import {
  brandTile,
  categoryDisplayName,
  findBrand,
  findCategory,
  productCardData,
  productDetailsData,
  strainLabel,
} from './productView';

const product = ProductSchema.parse({
  id: 'p-001',
  slug: 'blue-dream',
  productName: 'Blue Dream',
  image: '/images/products/flower-1.svg',
  images: ['/images/products/flower-1.svg', '/images/products/flower-2.svg'],
  variantsSize: 4,
  category: 'FLOWER',
  strainType: 'HYBRID',
  brand: { id: 'b-01', name: 'Green Harbor' },
  price: 12,
  options: [
    { option: '1g', price: 12 },
    { option: '3.5g', price: 35 },
  ],
  thc: '21.4%',
  cbd: '0.1%',
  description: 'Blue Dream by Green Harbor.',
  specialDiscount: { specialName: '20% Off All Flower', specialSlug: '20-off-all-flower' },
});

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

describe('productDetailsData', () => {
  it('links brand, category and deal and prices every option', () => {
    expect(productDetailsData(product)).toEqual({
      name: 'Blue Dream',
      brand: { name: 'Green Harbor', href: '/brands/green-harbor' },
      category: { name: 'Flower', href: '/category/flower' },
      images: ['/images/products/flower-1.svg', '/images/products/flower-2.svg'],
      facts: [
        ['Strain', 'Hybrid'],
        ['THC', '21.4%'],
        ['CBD', '0.1%'],
      ],
      description: 'Blue Dream by Green Harbor.',
      deal: { name: '20% Off All Flower', href: '/deals/20-off-all-flower' },
      options: [
        { label: '1g', price: '$12.00' },
        { label: '3.5g', price: '$35.00' },
      ],
    });
  });

  it('a product without options sells "Each" at its price', () => {
    const bare = ProductSchema.parse({ slug: 'x', productName: 'X', price: 9.5 });
    expect(productDetailsData(bare)).toMatchObject({
      brand: null,
      category: null,
      deal: null,
      images: [],
      options: [{ label: 'Each', price: '$9.50' }],
    });
  });
});

const brands = [
  BrandSchema.parse({
    id: 'b-01',
    brandName: 'Green Harbor',
    urlSlug: 'green-harbor',
    customImage: '/a.svg',
  }),
  BrandSchema.parse({
    id: 'b-06',
    brandName: 'Motor City Cannabis Co.',
    urlSlug: '',
    customImage: 'null',
    imageUrl: '/m.svg',
  }),
  BrandSchema.parse({
    id: 'b-12',
    brandName: 'Fieldnote',
    urlSlug: 'fieldnote',
    customImage: '/images/brands/default.png',
  }),
];

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

describe('brand and category keys with "%" (issue 19)', () => {
  it('never throws on a lone "%" from the router', () => {
    expect(() => findBrand([], '%')).not.toThrow();
    expect(() => findCategory([], '%')).not.toThrow();
  });
});
