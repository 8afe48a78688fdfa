import { describe, expect, it } from 'vitest';
import { ProductSchema, type CartItem } from '../../../schemas';
import { offerProducts, offerRequest, offerSource, type OfferSource } from './offerQuery';

const product = (slug: string) => ProductSchema.parse({ slug, productName: slug });
const line = (slug: string, category: string): Pick<CartItem, 'product'> => ({
  product: { slug, category, name: slug, image: '' },
});
const store = { retailerId: 'r1', provider: 'dutchie', menuType: 'RECREATIONAL' as const };

describe('offerSource', () => {
  it.each([
    [
      'CMS slugs, trimmed and de-duplicated',
      { enableCartBasedSuggestions: false, productSlugs: ['b', ' a ', 'b', ''] },
      [line('x', 'FLOWER')],
      { kind: 'slugs', slugs: ['b', 'a'] },
    ],
    [
      'cart-based: unique categories, cart slugs excluded',
      { enableCartBasedSuggestions: true, productSlugs: ['ignored'] },
      [line('x', 'FLOWER'), line('y', 'EDIBLES'), line('z', 'FLOWER')],
      { kind: 'cart', categories: ['FLOWER', 'EDIBLES'], exclude: ['x', 'y', 'z'] },
    ],
    [
      'cart-based with an empty cart',
      { enableCartBasedSuggestions: true, productSlugs: [] },
      [],
      { kind: 'cart', categories: [], exclude: [] },
    ],
  ])('%s', (_, settings, cart, expected) => {
    expect(offerSource(settings, cart)).toEqual(expected);
  });
});

describe('offerRequest', () => {
  const slugs: OfferSource = { kind: 'slugs', slugs: ['a', 'b'] };
  const cart: OfferSource = { kind: 'cart', categories: ['FLOWER'], exclude: ['x'] };

  it.each([
    ['no retailer', { ...store, retailerId: '' }, slugs],
    ['no menu type', { ...store, menuType: '' as const }, slugs],
    ['no slugs', store, { kind: 'slugs', slugs: [] } satisfies OfferSource],
    ['no categories', store, { kind: 'cart', categories: [], exclude: [] } satisfies OfferSource],
  ])('is not made with %s', (_, offerStore, source) => {
    expect(offerRequest(offerStore, source)).toBeNull();
  });

  it('asks for the CMS slugs with isActive true, limit 15', () => {
    const request = offerRequest(store, slugs);
    expect(request?.body.filter).toEqual({ slugs: ['a', 'b'], isActive: true });
    expect(request?.body.pagination).toEqual({ offset: 0, limit: 15 });
    expect(request?.body).toMatchObject({ retailerId: 'r1', provider: 'dutchie' });
  });

  it('asks for the cart categories, limit 20', () => {
    const request = offerRequest(store, cart);
    expect(request?.body.filter).toEqual({ categories: ['FLOWER'] });
    expect(request?.body.pagination).toEqual({ offset: 0, limit: 20 });
  });

  it.each([
    ['another retailer', { ...store, retailerId: 'r2' }, slugs],
    ['another menu type', { ...store, menuType: 'MEDICAL' as const }, slugs],
    ['another list', store, { kind: 'slugs', slugs: ['a'] } satisfies OfferSource],
    [
      'cart-based',
      store,
      { kind: 'cart', categories: ['a', 'b'], exclude: [] } satisfies OfferSource,
    ],
  ])('is cached apart for %s', (_, offerStore, source) => {
    expect(offerRequest(offerStore, source)?.key).not.toEqual(offerRequest(store, slugs)?.key);
  });

  it('keys the same store and list alike', () => {
    expect(offerRequest(store, slugs)?.key).toEqual([
      'checkout-offer',
      'r1',
      'RECREATIONAL',
      'slugs',
      'a',
      'b',
    ]);
  });
});

describe('offerProducts', () => {
  it.each([
    ['reordered to the CMS order', ['c', 'a', 'b'], ['a', 'b', 'c'], ['c', 'a', 'b']],
    ['missing slugs dropped', ['gone', 'b', 'a'], ['a', 'b'], ['b', 'a']],
    ['nothing found', ['a'], [], []],
  ])('slugs: %s', (_, slugs, found, expected) => {
    const result = offerProducts({ kind: 'slugs', slugs }, found.map(product));
    expect(result.map((p) => p.slug)).toEqual(expected);
  });

  it('slugs: never more than 15', () => {
    const slugs = Array.from({ length: 18 }, (_, i) => `p${i}`);
    expect(offerProducts({ kind: 'slugs', slugs }, slugs.map(product))).toHaveLength(15);
  });

  it.each([
    ['cart items excluded by slug', ['x', 'a', 'y', 'b'], ['x', 'y'], ['a', 'b']],
    ['nothing left', ['x'], ['x'], []],
  ])('cart: %s', (_, found, exclude, expected) => {
    const source: OfferSource = { kind: 'cart', categories: ['FLOWER'], exclude };
    expect(offerProducts(source, found.map(product)).map((p) => p.slug)).toEqual(expected);
  });

  it('cart: never more than 20', () => {
    const found = Array.from({ length: 25 }, (_, i) => product(`p${i}`));
    expect(offerProducts({ kind: 'cart', categories: ['F'], exclude: ['p0'] }, found)).toHaveLength(
      20,
    );
  });
});
