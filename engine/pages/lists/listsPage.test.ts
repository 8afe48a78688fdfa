import { describe, expect, it } from 'vitest';
import { ProductSchema, type CartItem } from '../../../schemas';
import {
  WishlistDetailsSchema,
  listDirectory,
  listDisplayName,
  listedProductData,
  listsPageKind,
  savedLineData,
} from './listsPage';

describe('listsPageKind', () => {
  it.each([
    ['/your-list', { kind: 'directory' }],
    ['/your-list/', { kind: 'directory' }],
    ['/your-list/my-wishlist', { kind: 'myWishlist' }],
    ['/your-list/weekend-picks', { kind: 'list', slug: 'weekend-picks' }],
    ['/your-list/caf%C3%A9', { kind: 'list', slug: 'café' }],
    ['/save-for-later', { kind: 'savedForLater' }],
    ['/keep-shopping-for', { kind: 'keepShoppingFor' }],
  ])('%s', (path, expected) => {
    expect(listsPageKind(path)).toEqual(expected);
  });
});

describe('listDisplayName', () => {
  it.each([
    ['Weekend Picks', 'Weekend Picks'],
    ['', 'No name'],
    ['   ', 'No name'],
  ])('%j → %s', (name, expected) => {
    expect(listDisplayName(name)).toBe(expected);
  });
});

describe('listDirectory', () => {
  const details = WishlistDetailsSchema.parse({
    wishlistItems: [
      { slug: 'weekend-picks', listName: 'Weekend Picks', productSlugs: ['a', 'b', 'c'] },
      { slug: 'my-wishlist', listName: '', productSlugs: ['d'] },
      { slug: 'unnamed', listName: '' },
    ],
    wishlistProductsCount: 4,
  });

  it('puts My Wishlist first, counting the lines moved here', () => {
    expect(listDirectory(details, 2)).toEqual([
      { href: '/your-list/my-wishlist', name: 'My Wishlist', count: 3 },
      { href: '/your-list/weekend-picks', name: 'Weekend Picks', count: 3 },
      { href: '/your-list/unnamed', name: 'No name', count: 0 },
    ]);
  });

  it('shows My Wishlist before the server answers', () => {
    expect(listDirectory(null, 1)).toEqual([
      { href: '/your-list/my-wishlist', name: 'My Wishlist', count: 1 },
    ]);
  });
});

describe('item data', () => {
  const line = (option: string, category: string): CartItem => ({
    productId: 'p1',
    product: { slug: 'blue-dream', image: '/x.svg', name: 'Blue Dream', category },
    option,
    quantity: 2,
    maxQuantity: 20,
    price: 35,
    specialDiscount: null,
  });

  it.each([
    ['3.5g', 'FLOWER', 'Flower · 3.5g'],
    ['N/A', 'EDIBLES', 'Edibles'],
  ])('a saved %s line reads %s', (option, category, meta) => {
    expect(savedLineData(line(option, category))).toMatchObject({
      key: `p1::${option}`,
      href: '/product/blue-dream',
      meta,
      price: '$35.00',
      canRemove: true,
    });
  });

  it('a listed product can be added but not removed here', () => {
    const product = ProductSchema.parse({
      slug: 'torch',
      productName: 'Torch',
      category: 'ACCESSORIES',
      price: 12,
    });
    expect(listedProductData(product)).toMatchObject({
      key: 'product:torch',
      meta: 'Accessories',
      canMoveToCart: true,
      canRemove: false,
    });
  });
});
