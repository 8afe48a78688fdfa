/**
 * Story and test data for every menu drawer: plain MenuDrawerData per state (`menuData`) and
 * no-op events. Stories spread a state over a meta whose events are `fn()` spies, so a story's
 * data never replaces the spies.
 */
import type {
  MenuCategory,
  MenuDeal,
  MenuDrawerData,
  MenuDrawerEvents,
  MenuLink,
  MenuMainLink,
} from './types';

export const noopMenuEvents: MenuDrawerEvents = { onClose: () => {} };

const mainLinks: MenuMainLink[] = [
  { label: 'Shop All', href: '/shop', subLinks: [] },
  {
    label: 'Flower',
    href: '/category/flower',
    subLinks: [
      { label: 'Indica', href: '/shop?category=flower&strain=indica' },
      { label: 'Sativa', href: '/shop?category=flower&strain=sativa' },
      { label: 'Hybrid', href: '/shop?category=flower&strain=hybrid' },
      { label: 'Pre-Ground', href: '/shop?category=flower&subcategory=pre-ground' },
    ],
  },
  { label: 'Deals', href: '/deals', subLinks: [] },
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

const categories: MenuCategory[] = [
  { name: 'Flower', href: '/shop/category/flower', image: '/images/categories/flower.svg' },
  {
    name: 'Pre-Rolls',
    href: '/shop/category/pre-rolls',
    image: '/images/categories/pre-rolls.svg',
  },
  {
    name: 'Vaporizers',
    href: '/shop/category/vaporizers',
    image: '/images/categories/vaporizers.svg',
  },
  { name: 'Edibles', href: '/shop/category/edibles', image: '/images/categories/edibles.svg' },
  {
    name: 'Concentrates',
    href: '/shop/category/concentrates',
    image: '/images/categories/concentrates.svg',
  },
  {
    name: 'Tinctures',
    href: '/shop/category/tinctures',
    image: '/images/categories/tinctures.svg',
  },
  { name: 'Topicals', href: '/shop/category/topicals', image: '/images/categories/topicals.svg' },
  { name: 'Seeds & Clones', href: '/shop/category/seeds-clones', image: null },
];

const deals: MenuDeal[] = [
  {
    name: '20% Off All Flower',
    href: '/deals/20-off-all-flower',
    image: '/images/deals/20-off-all-flower.svg',
  },
  {
    name: 'BOGO Pre-Rolls',
    href: '/deals/bogo-pre-rolls',
    image: '/images/deals/bogo-pre-rolls.svg',
  },
  {
    name: 'Happy Hour Vapes',
    href: '/deals/happy-hour-vapes',
    image: '/images/deals/happy-hour-vapes.svg',
  },
  {
    name: 'Munchie Monday',
    href: '/deals/munchie-monday',
    image: '/images/deals/munchie-monday.svg',
  },
  {
    name: 'First-Time Shopper 25% Off',
    href: '/deals/first-time-shopper',
    image: '/images/deals/first-time-shopper.svg',
  },
  { name: 'Weekend Bundle', href: '/deals/weekend-bundle', image: '/images/deals-default-img.png' },
];

/** Version One's static links, as the engine passes them (spec 2.9). */
const staticLinks: MenuLink[] = [
  { label: 'About us', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Customer Support', href: '/ticket-list' },
  { label: 'Terms & Condition', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

const base: MenuDrawerData = {
  open: true,
  logo: { src: '/images/logo.svg', alt: 'Greenleaf Market home' },
  mainLinks,
  categories,
  shopAllHref: '/shop',
  todaysDeals: { title: "Today's Deals", deals },
  staticLinks,
  sponsoredBrands: [
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
      name: 'Honey Hollow',
      href: '/shop/brand/honey-hollow',
      image: '/images/brands/honey-hollow.svg',
    },
    { name: 'Lake Effect Farms', href: '/shop/brand/lake-effect-farms', image: null },
  ],
};

const manyLinks: MenuMainLink[] = [
  ...mainLinks,
  {
    label: 'Edibles & Infused Beverages for Every Occasion',
    href: '/category/edibles',
    subLinks: [
      { label: 'Gummies', href: '/shop?category=edibles&subcategory=gummies' },
      { label: 'Chocolates', href: '/shop?category=edibles&subcategory=chocolates' },
      { label: 'Beverages', href: '/shop?category=edibles&subcategory=beverages' },
    ],
  },
  { label: 'Brands', href: '/brands', subLinks: [] },
  { label: 'Medical Patients', href: '/medical', subLinks: [] },
  { label: 'Loyalty Rewards', href: '/rewards', subLinks: [] },
  { label: 'Careers', href: '/careers', subLinks: [] },
  {
    label: 'Order Online for Curbside Pickup or Same-Day Delivery',
    href: '/how-it-works',
    subLinks: [],
  },
  { label: 'Contact Us', href: '/contact-us', subLinks: [] },
];

export const menuData = {
  default: base,
  withoutDeals: { ...base, todaysDeals: { title: "Today's Deals", deals: [] } },
  manyLinks: {
    ...base,
    mainLinks: manyLinks,
    shopAllHref: '/shop-cannabis-near-me',
    todaysDeals: {
      title: 'Daily Specials at Greenleaf',
      deals: [...deals, ...deals.slice(0, 4).map((deal) => ({ ...deal, href: `${deal.href}-2` }))],
    },
  },
  closed: { ...base, open: false },
} satisfies Record<string, MenuDrawerData>;
