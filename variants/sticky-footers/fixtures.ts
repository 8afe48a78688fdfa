/**
 * Sticky footer props for stories and tests, shared by all ten designs so the family matrix can
 * render every design from the same data. Links are the spec 2.10 defaults.
 */
import type {
  StickyFooterCentre,
  StickyFooterItem,
  StickyFooterItemId,
  StickyFooterProps,
} from './types';

/** Data props only: stories attach spies for the events (fn()), the engine its handlers. */
export type StickyFooterArgs = Omit<StickyFooterProps, 'onNavigate' | 'onMenu' | 'onCentre'>;

const item = (id: StickyFooterItemId, text: string, href: string | null): StickyFooterItem => ({
  id,
  text,
  href,
  icon: null,
  activeIcon: null,
  active: false,
  loading: false,
});

/** Design One's four items, Home first and active (the story route is "/"). */
const oneItems: StickyFooterItem[] = [
  { ...item('home', 'Home', '/'), active: true },
  item('deals', 'Deals', '/deals'),
  item('cart', 'Cart', '/cart'),
  item('profile', 'Profile', '/menu-profile'),
];

const searchCentre: StickyFooterCentre = { kind: 'search', text: 'Search', icon: null };

/** Marks one item active (the current route) and clears the others. */
const activate = (items: StickyFooterItem[], id: StickyFooterItemId) =>
  items.map((entry) => ({ ...entry, active: entry.id === id }));

/** CMS images per item: homeMenuImage / selectedHomeMenuImage and the same for the others. */
const withCmsIcons = (items: StickyFooterItem[]) =>
  items.map((entry) => ({
    ...entry,
    icon: `/images/icons/${entry.id}.svg`,
    activeIcon: `/images/icons/${entry.id}-active.svg`,
  }));

const base: StickyFooterArgs = {
  items: oneItems,
  centre: searchCentre,
  cartCount: 3,
  cartBadge: 'hideZero',
  hidden: false,
};

export const stickyFooterArgs = {
  default: base,
  cartActiveWithCount: { ...base, items: activate(oneItems, 'cart'), cartCount: 12 },
  zeroCountShown: { ...base, cartCount: 0, cartBadge: 'showZero' },
  capped: { ...base, cartCount: 120, cartBadge: 'cap99' },
  /** Deals was tapped on the home page and is still navigating. */
  loading: {
    ...base,
    items: oneItems.map((entry) => (entry.id === 'deals' ? { ...entry, loading: true } : entry)),
  },
  hidden: { ...base, hidden: true },
  cmsIcons: {
    ...base,
    items: withCmsIcons(oneItems),
    centre: { kind: 'more', text: 'More', icon: '/images/icons/more-active.svg' },
  },
  /** Another design's item set, rendered by One: Shop, Heart and the Menu action. */
  shopHeartMenu: {
    ...base,
    items: [
      { ...item('home', 'Home', '/'), active: true },
      item('shop', 'Shop', '/shop'),
      item('heart', 'Wishlist', '/'),
      item('menu', 'Menu', null),
    ],
    centre: { kind: 'more', text: 'More', icon: null },
    cartCount: 0,
  },
} satisfies Record<string, StickyFooterArgs>;
