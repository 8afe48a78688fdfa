import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../schemas';
import { productJsonLd } from './productJsonLd';

const product = ProductSchema.parse({
  id: 'p-001',
  slug: 'blue-dream',
  productName: 'Blue Dream',
  image: '/images/products/flower-1.svg',
  images: ['/images/products/flower-1.svg', 'https://cdn.example.com/blue-dream-2.jpg'],
  category: 'FLOWER',
  brand: { id: 'b-01', name: 'Green Harbor' },
  price: 12,
  options: [
    { option: '1g', price: 12 },
    { option: '3.5g', price: 35.5 },
  ],
  description: 'Blue Dream by Green Harbor.',
});

describe('productJsonLd', () => {
  const ld = productJsonLd(product, 'https://shop.example.com/', { categoryName: 'Flower' });

  it('is a schema.org Product with absolute URLs on the origin', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Blue Dream',
      sku: 'p-001',
      url: 'https://shop.example.com/product/blue-dream',
      image: [
        'https://shop.example.com/images/products/flower-1.svg',
        'https://cdn.example.com/blue-dream-2.jpg',
      ],
      description: 'Blue Dream by Green Harbor.',
      category: 'Flower',
      brand: { '@type': 'Brand', name: 'Green Harbor' },
    });
  });

  it.each([
    [0, '1g', '12.00'],
    [1, '3.5g', '35.50'],
  ])('offer %s: %s at %s USD, in stock', (index, name, price) => {
    expect(ld.offers[index]).toEqual({
      '@type': 'Offer',
      name,
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example.com/product/blue-dream',
    });
  });

  it.each([
    [{ options: [] }, ['29.00']],
    [{ options: [{ option: '1g', price: 0 }] }, ['29.00']],
  ])('without priced options one offer at the product price: %j', (change, prices) => {
    const ld2 = productJsonLd({ ...product, ...change, price: 29 }, 'https://a.b');
    expect(ld2.offers.map((o) => o.price)).toEqual(prices);
    expect(ld2.category).toBe('FLOWER');
  });

  it('marks out-of-stock offers and leaves out empty fields', () => {
    const bare = ProductSchema.parse({ slug: 'x', productName: 'X', price: 5 });
    const ld3 = productJsonLd(bare, 'https://a.b', { inStock: false });
    expect(ld3.offers[0]?.availability).toBe('https://schema.org/OutOfStock');
    expect(ld3).not.toHaveProperty('brand');
    expect(ld3).not.toHaveProperty('description');
    expect(ld3.image).toEqual([]);
    expect(ld3.sku).toBe('x');
    expect(ld3).not.toHaveProperty('additionalProperty');
  });

  it('states a flower’s potency and terpenes as PropertyValues in %', () => {
    const flower = ProductSchema.parse({
      ...product,
      potency: { unit: 'PERCENT', thc: 0.8, thca: 24.3, cbd: 0.1 },
      terpenes: [{ name: 'Myrcene', share: 0.82 }],
      effects: ['Relaxed'],
      labResult: { laboratory: 'SC Labs', batch: 'B1', testedAt: '2026-03-04' },
    });
    expect(productJsonLd(flower, 'https://a.b').additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'THC', value: 0.8, unitText: '%' },
      { '@type': 'PropertyValue', name: 'Total THC', value: 22.1, unitText: '%' },
      { '@type': 'PropertyValue', name: 'CBD', value: 0.1, unitText: '%' },
      {
        '@type': 'PropertyValue',
        name: 'Myrcene',
        description: 'Terpene',
        value: 0.82,
        unitText: '%',
      },
    ]);
  });

  it('states an edible’s milligrams per package and per serving, Total THC only with THCa', () => {
    const edible = ProductSchema.parse({
      ...product,
      potency: { unit: 'MILLIGRAMS', thc: 100, thcPerServing: 10, cbdPerServing: 2 },
    });
    expect(productJsonLd(edible, 'https://a.b').additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'THC', value: 100, unitText: 'mg' },
      { '@type': 'PropertyValue', name: 'THC per serving', value: 10, unitText: 'mg' },
      { '@type': 'PropertyValue', name: 'CBD per serving', value: 2, unitText: 'mg' },
    ]);
  });
});
