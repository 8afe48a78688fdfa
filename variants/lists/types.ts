/** One wish list in the "Your List" directory (spec 2.4: a list without a name shows "No name"). */
export type ListLinkData = {
  /** /your-list/{slug}, or /your-list/my-wishlist for the default list. */
  href: string;
  /** listName, or "No name". */
  name: string;
  /** Products in the list. */
  count: number;
};

/** A product kept in a list: a saved cart line or a product of a server list. */
export type SavedItemData = {
  /** Stable per item; what the item's events carry. */
  key: string;
  name: string;
  /** /product/{slug}. */
  href: string;
  image: string;
  /** "Flower · 3.5g" style summary; empty when unknown. */
  meta: string;
  /** "$35.00" (spec 9: 2 decimals). */
  price: string;
  /** False for products the shopper can only look at (a server list's product with no option). */
  canMoveToCart: boolean;
  /** False for products this device cannot take out of a server list. */
  canRemove: boolean;
};

export type ListsViewProps = {
  /** Guests see the sign-in-required state (spec 6); loading shows skeleton rows. */
  status: 'guest' | 'loading' | 'ready';
  /** The wish-list directory; shown on /your-list, empty elsewhere. */
  lists: ListLinkData[];
  /** The products of the page's list. */
  items: SavedItemData[];
  /** Shown when there are neither lists nor items. */
  emptyText: string;
  /** The item list's name for screen readers; "Saved products" unless the page says otherwise. */
  itemsLabel?: string;
  /** The button on each item: "Move to Cart" (saved lines) or "Add to Cart" (list products). */
  moveLabel: string;
  onMoveToCart(key: string): void;
  onRemove(key: string): void;
  /** The guest state's "Sign In" action. */
  onSignIn(): void;
};
