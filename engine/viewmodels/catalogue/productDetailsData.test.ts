import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../../schemas';
import { product } from './catalogueTestData';
import { productDetailsData } from './productDetailsData';

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

  it('leaves THC and CBD to the potency tiles when the product has potency', () => {
    const measured = ProductSchema.parse({
      ...product,
      potency: { unit: 'PERCENT', thc: 21.4, cbd: 0.1 },
    });
    expect(productDetailsData(measured).facts).toEqual([['Strain', 'Hybrid']]);
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
