import type { ListLinkData, ListsViewProps, SavedItemData } from './types';

const blueDream: SavedItemData = {
  key: 'p-blue-dream::3.5g',
  name: 'Blue Dream',
  href: '/product/blue-dream',
  image: '/images/products/flower-1.svg',
  meta: 'Flower · 3.5g',
  price: '$35.00',
  canMoveToCart: true,
  canRemove: true,
};

const items: SavedItemData[] = [
  blueDream,
  {
    key: 'p-gummies::N/A',
    name: 'Sour Watermelon Gummies',
    href: '/product/sour-watermelon-gummies',
    image: '/images/products/edibles-2.svg',
    meta: 'Edibles',
    price: '$18.00',
    canMoveToCart: true,
    canRemove: true,
  },
  {
    key: 'p-cartridge::1g',
    name: 'Strawberry Cough Cartridge With A Long Descriptive Product Name',
    href: '/product/strawberry-cough-cartridge',
    image: '/images/products/vaporizers-1.svg',
    meta: 'Vaporizers · 1g',
    price: '$42.00',
    canMoveToCart: true,
    canRemove: false,
  },
];

const lists: ListLinkData[] = [
  { href: '/your-list/my-wishlist', name: 'My Wishlist', count: 2 },
  { href: '/your-list/weekend-picks', name: 'Weekend Picks', count: 3 },
  { href: '/your-list/untitled', name: 'No name', count: 0 },
];

type Data = Omit<ListsViewProps, 'onMoveToCart' | 'onRemove' | 'onSignIn'>;

const base: Data = {
  status: 'ready',
  lists: [],
  items,
  emptyText: 'Nothing saved for later yet.',
  moveLabel: 'Move to Cart',
};

export const listsViewArgs = {
  savedForLater: base,
  directory: { ...base, lists, items: [], emptyText: 'You have no lists yet.' },
  wishlist: { ...base, items: items.slice(0, 2), moveLabel: 'Add to Cart' },
  empty: { ...base, items: [] },
  guest: { ...base, status: 'guest', items: [] },
  loading: { ...base, status: 'loading', items: [] },
} satisfies Record<string, Data>;
