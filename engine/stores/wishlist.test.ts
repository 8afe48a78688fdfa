import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../schemas';
import { wishlistCount } from './selectors';
import {
  clearWishlist,
  createWishlistStore,
  moveToWishlist,
  saveForLater,
  setWishlist,
  takeSaved,
} from './wishlist';

const line = (productId: string, option = '3.5g', quantity = 1): CartItem => ({
  productId,
  product: { slug: productId, image: '', name: productId, category: 'FLOWER' },
  option,
  quantity,
  maxQuantity: 20,
  price: 10,
  specialDiscount: null,
});

describe('wishlist lines', () => {
  it('Move to Wishlist adds a line once and the count follows', () => {
    const wishlist = createWishlistStore();
    moveToWishlist(wishlist, line('a'));
    moveToWishlist(wishlist, line('a'));
    moveToWishlist(wishlist, line('a', '7g'));
    expect(wishlist.wishlistLines.map((l) => l.option)).toEqual(['3.5g', '7g']);
    expect(wishlistCount(wishlist)).toBe(2);
  });

  it('the server count adds to the moved lines', () => {
    const wishlist = createWishlistStore();
    moveToWishlist(wishlist, line('a'));
    setWishlist(wishlist, {
      wishlistItems: [{ slug: 'x', listName: 'X' }],
      wishlistProductsCount: 4,
    });
    expect(wishlistCount(wishlist)).toBe(5);
  });

  it('Save for Later puts the newest first and replaces a saved line', () => {
    const wishlist = createWishlistStore();
    saveForLater(wishlist, line('a'));
    saveForLater(wishlist, line('b'));
    saveForLater(wishlist, line('a', '3.5g', 3));
    expect(wishlist.savedForLater.map((l) => [l.productId, l.quantity])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(wishlistCount(wishlist)).toBe(0);
  });

  it.each([
    ['wishlistLines', 0],
    ['savedForLater', 1],
  ] as const)('takeSaved from %s returns the line and removes it', (place, countAfter) => {
    const wishlist = createWishlistStore();
    moveToWishlist(wishlist, line('a'));
    saveForLater(wishlist, line('a'));
    expect(takeSaved(wishlist, place, line('a'))?.productId).toBe('a');
    expect(wishlist[place]).toEqual([]);
    expect(wishlistCount(wishlist)).toBe(countAfter);
    expect(takeSaved(wishlist, place, line('a'))).toBeNull();
  });

  it('sign-out clears the moved and saved lines', () => {
    const wishlist = createWishlistStore();
    moveToWishlist(wishlist, line('a'));
    saveForLater(wishlist, line('b'));
    clearWishlist(wishlist);
    expect(wishlist.wishlistLines).toEqual([]);
    expect(wishlist.savedForLater).toEqual([]);
    expect(wishlistCount(wishlist)).toBe(0);
  });
});
