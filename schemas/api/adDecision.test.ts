import { describe, expect, it } from 'vitest';
import { readProductCreatives } from './adDecision';

const product = { id: 'p1', slug: 'blue-dream', productName: 'Blue Dream', price: 30 };

describe('readProductCreatives', () => {
  it('keeps product creatives in order, with parsed products', () => {
    const read = readProductCreatives([
      { kind: 'product', adId: 'ad-1', product },
      { kind: 'product', adId: 'ad-2', product: { ...product, slug: '', productSlug: 'og-kush' } },
    ]);
    expect(read.map((c) => [c.adId, c.product.slug])).toEqual([
      ['ad-1', 'blue-dream'],
      ['ad-2', 'og-kush'],
    ]);
  });

  it('drops brand creatives, entries without an ad id or product slug, and non-lists', () => {
    expect(
      readProductCreatives([
        { kind: 'brand', adId: 'ad-b', headline: 'Brand' },
        { kind: 'product', adId: '', product },
        { kind: 'product', adId: 'ad-3', product: { ...product, slug: '' } },
        null,
      ]),
    ).toEqual([]);
    expect(readProductCreatives({ creatives: [] })).toEqual([]);
  });
});
