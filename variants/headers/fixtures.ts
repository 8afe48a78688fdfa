/**
 * Story and test data for every header variant: plain HeaderData per state (`headerData`) and
 * complete props with no-op events (`headerArgs`). Stories spread `headerData.x` over a meta
 * whose events are `fn()` spies, so a story's data never replaces the spies.
 */
import type { SearchSuggestionsProps } from '../search/types';
import type {
  HeaderData,
  HeaderEvents,
  HeaderNavLink,
  HeaderProps,
  HeaderStoreArea,
} from './types';

const noop = () => {};

/** The desktop search box with its dropdown closed (nothing typed). */
export const closedDesktopSearch: SearchSuggestionsProps = {
  popup: { kind: 'closed' },
  activeOptionId: null,
  announcement: '',
  onTermChange: noop,
  onMove: noop,
  onOpenOption: noop,
  onShow: noop,
  onDismiss: noop,
};
export const noopHeaderEvents: HeaderEvents = {
  onSearch: noop,
  onOpenCart: noop,
  onWishlist: noop,
  onNotifications: noop,
  onSelectStore: noop,
  onOpenStorePreference: noop,
  onOpenMenu: noop,
  onSignOut: noop,
  onCreateList: noop,
};

const navLinks: HeaderNavLink[] = [
  { label: 'Shop All', href: '/shop', subLinks: [] },
  {
    label: 'Categories',
    href: '/categories',
    subLinks: [
      { label: 'Flower', href: '/category/flower' },
      { label: 'Pre-Rolls', href: '/category/pre-rolls' },
      { label: 'Edibles', href: '/category/edibles' },
      { label: 'Vaporizers', href: '/category/vaporizers' },
    ],
  },
  { label: 'Deals', href: '/deals', subLinks: [] },
  { label: 'About Us', href: '/about', subLinks: [] },
  {
    label: 'Learn',
    href: '/education',
    subLinks: [
      { label: 'Education', href: '/education' },
      { label: 'Blog', href: '/blog' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  { label: 'Locations', href: '/find-a-dispensary', subLinks: [] },
];

/** The default site's headerWidgetCmsData.links: its own "Shop" and "Specials" (spec 2.3). */
const defaultSiteLinks: HeaderNavLink[] = [
  {
    label: 'Shop',
    href: '/shop',
    subLinks: [
      { label: 'Flower', href: '/category/flower' },
      { label: 'Pre Rolls', href: '/category/pre-rolls' },
      { label: 'Vaporizers', href: '/category/vaporizers' },
      { label: 'Edibles', href: '/category/edibles' },
      { label: 'Concentrates', href: '/category/concentrates' },
      { label: 'Shop by Price', href: '/shop-cannabis-near-me/shop-by-price' },
    ],
  },
  { label: 'Deals', href: '/deals', subLinks: [] },
  { label: 'Specials', href: '/specials', subLinks: [] },
  {
    label: 'Locations',
    href: '/find-a-dispensary',
    subLinks: [
      { label: 'Michigan', href: '/mi' },
      { label: 'Arizona', href: '/az' },
      { label: 'Colorado', href: '/co' },
      { label: 'Arkansas', href: '/ar' },
    ],
  },
  {
    label: 'Learn',
    href: '/education',
    subLinks: [
      { label: 'Blog', href: '/blog' },
      { label: 'Education', href: '/education' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  { label: 'About', href: '/about', subLinks: [] },
];

const pickup: HeaderStoreArea = {
  kind: 'selected',
  text: 'Pickup at: Greenleaf Market Troy',
  mobileLabel: 'Pickup from',
  mobilePlace: '1250 E Big Beaver Rd, Troy, MI 48083',
};

const base: HeaderData = {
  logo: {
    src: '/images/logo.svg',
    title: 'Greenleaf Market',
    alt: 'Greenleaf Market home',
    href: '/',
  },
  sticky: false,
  storeArea: pickup,
  searchPlaceholder: 'Search products, brands and more',
  account: { kind: 'guest' },
  counts: { wishlist: 0, cart: 0, notifications: 0 },
  showNotifications: false,
  brandMenu: {
    label: 'Brands',
    showAllHref: '/sponsored-brand',
    brands: [
      {
        name: 'Cloud Nine Extracts',
        href: '/shop/brand/cloud-nine-extracts',
        image: '/images/brands/cloud-nine-extracts.svg',
      },
      {
        name: 'Copper Leaf',
        href: '/shop/brand/copper-leaf',
        image: '/images/brands/copper-leaf.svg',
      },
      {
        name: 'Desert Bloom',
        href: '/shop/brand/desert-bloom',
        image: '/images/brands/desert-bloom.svg',
      },
      {
        name: 'Fieldnote Supply',
        href: '/shop/brand/fieldnote-supply',
        image: '/images/brands/fieldnote-supply.svg',
      },
      {
        name: 'Green Harbor',
        href: '/shop/brand/green-harbor',
        image: '/images/brands/green-harbor.svg',
      },
      {
        name: 'Honey Hollow',
        href: '/shop/brand/honey-hollow',
        image: '/images/brands/honey-hollow.svg',
      },
    ],
  },
  navLinks,
  // No CMS link is named "Specials" or "Shop": both placeholder mega-menus show (2.3).
  placeholderMenus: ['Specials', 'Shop'],
  navLoading: false,
  mobile: {
    navLinks: [
      { label: 'Shop', href: '/shop' },
      { label: 'Deals', href: '/deals' },
      { label: 'Brands', href: '/brands' },
      { label: 'Flower', href: '/category/flower' },
      { label: 'Edibles', href: '/category/edibles' },
      { label: 'Vapes', href: '/category/vaporizers' },
    ],
    ticker: {
      items: [
        { title: '20% off all edibles this weekend', href: '/deals' },
        { title: 'Free delivery on orders over $75', href: '/specials' },
        { title: 'New from Honey Hollow: huckleberry gummies', href: '/shop/brand/honey-hollow' },
      ],
      backgroundColor: 'black',
      color: 'white',
    },
  },
};

const signedInAccount: HeaderData['account'] = {
  kind: 'signedIn',
  firstName: 'Maya',
  fullName: 'Maya Thompson',
  chatEnabled: true,
  wishlists: [
    { slug: 'my-wishlist', name: 'My Wishlist' },
    { slug: 'weekend-picks', name: 'Weekend Picks' },
    { slug: 'list-3f9a', name: null },
  ],
};

export const headerData = {
  signedOut: base,
  signedIn: {
    ...base,
    account: signedInAccount,
    counts: { wishlist: 4, cart: 3, notifications: 2 },
    showNotifications: true,
  },
  noStore: { ...base, storeArea: { kind: 'select' } },
  loading: { ...base, storeArea: { kind: 'loading' }, navLoading: true },
  delivery: {
    ...base,
    storeArea: {
      kind: 'selected',
      text: 'Delivery to 1480 Oakwood Blvd, Royal Oak, MI 48067',
      mobileLabel: 'Delivery to',
      mobilePlace: '1480 Oakwood Blvd, Royal Oak, MI 48067',
    },
  },
  curbside: {
    ...base,
    storeArea: {
      kind: 'selected',
      text: 'Curbside Pickup from 4120 Woodward Ave, Detroit, MI 48201',
      mobileLabel: 'Curbside Pickup from',
      mobilePlace: '4120 Woodward Ave, Detroit, MI 48201',
    },
  },
  longTexts: {
    ...base,
    storeArea: {
      kind: 'selected',
      text: 'Curbside Pickup from 40500 Grand River Avenue Suite 12B, Novi Township North, MI 48375',
      mobileLabel: 'Curbside Pickup from',
      mobilePlace: '40500 Grand River Avenue Suite 12B, Novi Township North, MI 48375',
    },
    searchPlaceholder:
      'Search thousands of flower, pre-roll, vape, edible and concentrate products',
    account: {
      ...signedInAccount,
      firstName: 'Alexandrina-Maximiliana',
      fullName: 'Alexandrina-Maximiliana Featherstonehaugh-Worthington',
    },
    counts: { wishlist: 12, cart: 148, notifications: 37 },
    showNotifications: true,
    brandMenu: {
      label: 'Featured Craft Cannabis Brands',
      showAllHref: '/sponsored-brand',
      brands: [
        {
          name: 'The Very Long Named Craft Cannabis Company of Northern Michigan',
          href: '/shop/brand/long-1',
        },
        { name: 'Humboldt Seed Organization Heritage Collection', href: '/shop/brand/long-2' },
        {
          name: 'Lake Effect Farms',
          href: '/shop/brand/lake-effect-farms',
          image: '/images/brands/lake-effect-farms.svg',
        },
        {
          name: 'Motor City Cannabis Co.',
          href: '/shop/brand/motor-city-cannabis-co',
          image: '/images/brands/motor-city-cannabis-co.svg',
        },
        {
          name: 'North Star Botanicals',
          href: '/shop/brand/north-star-botanicals',
          image: '/images/brands/north-star-botanicals.svg',
        },
        {
          name: 'Ozark Roots',
          href: '/shop/brand/ozark-roots',
          image: '/images/brands/ozark-roots.svg',
        },
      ],
    },
    navLinks: [
      ...navLinks,
      {
        label: 'Seasonal Limited-Edition Releases',
        href: '/specials',
        subLinks: [{ label: 'Holiday Gift Sets and Bundles for Everyone', href: '/specials' }],
      },
      { label: 'Medical Patient Resources', href: '/education', subLinks: [] },
      { label: 'Loyalty Rewards Program', href: '/about', subLinks: [] },
    ],
    mobile: {
      ...base.mobile,
      navLinks: [
        { label: 'Concentrates and Extracts', href: '/category/concentrates' },
        ...base.mobile.navLinks,
      ],
    },
  },
  noLinks: { ...base, brandMenu: null, navLinks: [], mobile: { navLinks: [], ticker: null } },
  // The CMS names both placeholder mega-menus, so the engine lists neither (2.3).
  cmsShopLink: { ...base, navLinks: defaultSiteLinks, placeholderMenus: [] },
} satisfies Record<string, HeaderData>;

export type HeaderFixtureName = keyof typeof headerData;

const withEvents = (data: HeaderData): HeaderProps => ({
  ...data,
  ...noopHeaderEvents,
  desktopSearch: closedDesktopSearch,
});

/** Complete props (data + no-op events) per state, for the registry matrix and tests. */
export const headerArgs: Record<HeaderFixtureName, HeaderProps> = {
  signedOut: withEvents(headerData.signedOut),
  signedIn: withEvents(headerData.signedIn),
  noStore: withEvents(headerData.noStore),
  loading: withEvents(headerData.loading),
  delivery: withEvents(headerData.delivery),
  curbside: withEvents(headerData.curbside),
  longTexts: withEvents(headerData.longTexts),
  noLinks: withEvents(headerData.noLinks),
  cmsShopLink: withEvents(headerData.cmsShopLink),
};
