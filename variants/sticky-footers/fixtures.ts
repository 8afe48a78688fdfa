/**
 * Sticky footer props for stories and tests, shared by all ten designs so the family matrix can
 * render every design from the same data. Links are the spec 2.10 defaults.
 */
import type { StickyFooterVariant } from '../../schemas';
import { STICKY_FOOTER_DESIGNS, type DesignCentre } from './designs';
import type {
  DealsByCategoriesSheet,
  ShopByChoiceSheet,
  StickyFooterCentre,
  StickyFooterItem,
  StickyFooterItemId,
  StickyFooterProps,
} from './types';

/** Data props only: stories attach spies for the events (fn()), the engine its handlers. */
export type StickyFooterArgs = Omit<
  StickyFooterProps,
  'onNavigate' | 'onMenu' | 'onCentre' | 'onCloseSheet'
>;

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
  sheet: null,
  sheetOpen: false,
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

/** Item texts and links as the default site's CMS sends them (spec 2.10 defaults). */
const ITEM_TEXT: Record<StickyFooterItemId, [string, string | null]> = {
  home: ['Home', '/'],
  deals: ['Deals', '/deals'],
  profile: ['Profile', '/menu-profile'],
  cart: ['Cart', '/cart'],
  shop: ['Shop', '/shop'],
  heart: ['Wishlist', '/your-list'],
  menu: ['Menu', null],
};

/** Centre texts as the default site's CMS sends them (designFiveMoreText, …). */
const CENTRE_TEXT: Record<DesignCentre, StickyFooterCentre> = {
  search: searchCentre,
  five: { kind: 'more', text: 'More', icon: null },
  seven: { kind: 'more', text: 'More', icon: null },
  eight: { kind: 'search', text: 'Search', icon: null },
  nine: { kind: 'search', text: 'Search', icon: null },
  ten: { kind: 'search', text: 'Explore', icon: null },
};

const choice = (title: string, slug: string, color: string) => ({
  title,
  href: `/category/${slug}`,
  image: `/images/categories/${slug}.svg`,
  imageAlt: '',
  imageTitle: title,
  color,
});

/** Design five's sheet with the default site's five choices and the §9 price filters. */
export const shopByChoiceSheet: ShopByChoiceSheet = {
  kind: 'shopByChoice',
  title: 'Shop By Choice',
  slides: [
    choice('Flower', 'flower', '#e3f1e8'),
    choice('Edibles', 'edibles', '#fbeef3'),
    choice('Vaporizers', 'vaporizers', '#e9eef7'),
    choice('Pre Rolls', 'pre-rolls', '#f7f0e6'),
    choice('Concentrates', 'concentrates', '#fdf3e1'),
  ],
  priceTitle: 'Shop By Price',
  prices: [
    ['Under $20', '20'],
    ['Under $40', '40'],
    ['Under $60', '60'],
    ['Under $70', '70'],
    ['Under $80', '80'],
    ['Under $100', '100'],
    ['$100 & Above', '100-above'],
  ].map(([text = '', value = '']) => ({ text, href: `/shop?pageNo=1&price=${value}` })),
  shopAll: { text: 'Shop All', href: '/shop' },
};

const tile = (name: string, slug: string, image: boolean) => ({
  name,
  href: `/deals-category/${slug}`,
  image: image ? `/images/categories/${slug}.svg` : null,
});

/** Design seven's sheet with the default site's categories and button colours. */
export const dealsByCategoriesSheet: DealsByCategoriesSheet = {
  kind: 'dealsByCategories',
  title: 'Deals By Categories',
  categories: [
    tile('Flower', 'flower', true),
    tile('Pre Rolls', 'pre-rolls', true),
    tile('Vaporizers', 'vaporizers', true),
    tile('Edibles', 'edibles', true),
    tile('Concentrates', 'concentrates', true),
    tile('Tinctures', 'tinctures', false),
  ],
  loading: false,
  viewAllDeals: {
    text: 'View All Deals',
    href: '/deals',
    background: '#101418',
    iconColor: '#ffffff',
    textColor: '#ffffff',
  },
  shopAll: {
    text: 'Shop All',
    href: '/shop',
    background: '#7fd1a3',
    iconColor: '#101418',
    textColor: '#101418',
  },
};

/**
 * A design's own items, centre and badge rule (from designs.ts), with Home current and 3 items in
 * the cart: what the design looks like on the home page of the default site.
 */
export function designArgs(design: StickyFooterVariant): StickyFooterArgs {
  const spec = STICKY_FOOTER_DESIGNS[design];
  const items = spec.items.map((id) => {
    const [text, href] = ITEM_TEXT[id];
    return { ...item(id, text, href), active: id === 'home' };
  });
  return {
    items,
    centre: spec.centre === null ? null : CENTRE_TEXT[spec.centre],
    cartCount: 3,
    cartBadge: spec.cartBadge,
    hidden: false,
    sheet:
      spec.centre === 'five'
        ? shopByChoiceSheet
        : spec.centre === 'seven'
          ? dealsByCategoriesSheet
          : null,
    sheetOpen: false,
  };
}

/** The states every design's stories show, derived from its default args. */
export function designStates(design: StickyFooterVariant) {
  const args = designArgs(design);
  const lastLinked = [...args.items].reverse().find((entry) => entry.href !== null);
  return {
    default: args,
    cartActive: { ...args, items: activate(args.items, 'cart') },
    /** The last linked item was tapped and is still navigating. */
    loading: {
      ...args,
      items: args.items.map((entry) =>
        entry.id === lastLinked?.id && entry.id !== 'home' ? { ...entry, loading: true } : entry,
      ),
    },
    emptyCart: { ...args, cartCount: 0 },
    fiveInCart: { ...args, cartCount: 5 },
    bigCart: { ...args, cartCount: 120 },
    cmsIcons: {
      ...args,
      items: withCmsIcons(args.items),
      centre:
        args.centre === null ? null : { ...args.centre, icon: `/images/icons/more-active.svg` },
    },
    sheetOpen: { ...args, sheetOpen: true },
  } satisfies Record<string, StickyFooterArgs>;
}
