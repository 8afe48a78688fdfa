import { decodeSegment } from '../../routing/segmentLabel';
import { z } from 'zod';
import { WishlistItemSchema, WishlistSchema, type CartItem, type Product } from '../../../schemas';
import { list } from '../../../schemas/fields';
import type { ListLinkData, SavedItemData } from '../../../variants/lists/types';
import { formatPrice, lowestPrice } from '../../rules/price';
import { lineKey } from '../../stores/cart';
import { categoryDisplayName } from '../../viewmodels/catalogue/productView';

/** Which saved-items page a path is (spec 2.1 lists routes). */
export type ListsPageKind =
  | { kind: 'directory' }
  | { kind: 'myWishlist' }
  | { kind: 'list'; slug: string }
  | { kind: 'savedForLater' }
  | { kind: 'keepShoppingFor' };

export const MY_WISHLIST = 'my-wishlist';

export function listsPageKind(pathname: string): ListsPageKind {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/save-for-later') return { kind: 'savedForLater' };
  if (path === '/keep-shopping-for') return { kind: 'keepShoppingFor' };
  const match = /^\/your-list\/([^/]+)$/.exec(path);
  // The pathname is still encoded; a malformed escape is kept as typed rather than thrown.
  const slug = match?.[1] ? decodeSegment(match[1]) : null;
  if (slug === MY_WISHLIST) return { kind: 'myWishlist' };
  if (slug !== null) return { kind: 'list', slug };
  return { kind: 'directory' };
}

/** GET /wishlists as the lists pages read it: each list may carry its product slugs. */
export const WishlistDetailsSchema = WishlistSchema.extend({
  wishlistItems: list(WishlistItemSchema.extend({ productSlugs: list(z.string()) })),
});
export type WishlistDetails = z.output<typeof WishlistDetailsSchema>;

/** Spec 2.4: a list without a name shows "No name". */
export const listDisplayName = (listName: string): string => listName.trim() || 'No name';

/**
 * "My Wishlist" first (the server's default list plus the lines moved from the cart here), then
 * every other list by name.
 */
export function listDirectory(details: WishlistDetails | null, movedHere: number): ListLinkData[] {
  const lists = details?.wishlistItems ?? [];
  const mine = lists.find((item) => item.slug === MY_WISHLIST);
  return [
    {
      href: `/your-list/${MY_WISHLIST}`,
      name: 'My Wishlist',
      count: (mine?.productSlugs.length ?? 0) + movedHere,
    },
    ...lists
      .filter((item) => item.slug !== MY_WISHLIST && item.slug !== '')
      .map((item) => ({
        href: `/your-list/${encodeURIComponent(item.slug)}`,
        name: listDisplayName(item.listName),
        count: item.productSlugs.length,
      })),
  ];
}

const joinMeta = (...parts: (string | null)[]) =>
  parts.filter((part): part is string => part !== null && part !== '').join(' · ');

/** A saved cart line; "N/A" options (edibles, accessories) are not worth a word. */
export function savedLineData(line: CartItem): SavedItemData {
  return {
    key: lineKey(line),
    name: line.product.name,
    href: `/product/${encodeURIComponent(line.product.slug)}`,
    image: line.product.image,
    meta: joinMeta(
      categoryDisplayName(line.product.category),
      line.option === 'N/A' ? null : line.option,
    ),
    price: formatPrice(line.price),
    canMoveToCart: true,
    canRemove: true,
  };
}

/** A product of a server list or a recommendation: it can be added, not removed from here. */
export function listedProductData(product: Product): SavedItemData {
  return {
    key: `product:${product.slug}`,
    name: product.productName,
    href: `/product/${encodeURIComponent(product.slug)}`,
    image: product.image,
    meta: categoryDisplayName(product.category),
    price: formatPrice(lowestPrice(product)),
    canMoveToCart: true,
    canRemove: false,
  };
}
