/**
 * Story and test data for every menu drawer: plain MenuDrawerData per state (`menuData`) and
 * no-op events. Stories spread a state over a meta whose events are `fn()` spies, so a story's
 * data never replaces the spies.
 */
import type {
  MenuBrand,
  MenuCategory,
  MenuDeal,
  MenuDrawerData,
  MenuDrawerEvents,
  MenuLink,
  MenuLoading,
  MenuMainLink,
} from './types';

export const noopMenuEvents: MenuDrawerEvents = { onClose: () => {}, onDealSearch: () => {} };

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
  { name: 'Flower', href: '/category/flower', image: '/images/categories/flower.svg' },
  {
    name: 'Pre-Rolls',
    href: '/category/pre-rolls',
    image: '/images/categories/pre-rolls.svg',
  },
  {
    name: 'Vaporizers',
    href: '/category/vaporizers',
    image: '/images/categories/vaporizers.svg',
  },
  { name: 'Edibles', href: '/category/edibles', image: '/images/categories/edibles.svg' },
  {
    name: 'Concentrates',
    href: '/category/concentrates',
    image: '/images/categories/concentrates.svg',
  },
  {
    name: 'Tinctures',
    href: '/category/tinctures',
    image: '/images/categories/tinctures.svg',
  },
  { name: 'Topicals', href: '/category/topicals', image: '/images/categories/topicals.svg' },
  { name: 'Seeds & Clones', href: '/category/seeds-clones', image: null },
];

const deals: MenuDeal[] = [
  {
    name: '20% Off All Flower',
    href: '/search/deals/20-off-all-flower',
    image: '/images/deals/20-off-all-flower.svg',
  },
  {
    name: 'BOGO Pre-Rolls',
    href: '/search/deals/bogo-pre-rolls',
    image: '/images/deals/bogo-pre-rolls.svg',
  },
  {
    name: 'Happy Hour Vapes',
    href: '/search/deals/happy-hour-vapes',
    image: '/images/deals/happy-hour-vapes.svg',
  },
  {
    name: 'Munchie Monday',
    href: '/search/deals/munchie-monday',
    image: '/images/deals/munchie-monday.svg',
  },
  {
    name: 'First-Time Shopper 25% Off',
    href: '/search/deals/first-time-shopper',
    image: '/images/deals/first-time-shopper.svg',
  },
  {
    name: 'Weekend Bundle',
    href: '/search/deals/weekend-bundle',
    image: '/images/deals-default-img.png',
  },
];

/** Twelve specials: the drawers show the first 10 (§9). */
const moreDeals: MenuDeal[] = [
  ...deals,
  {
    name: 'Concentrate Connoisseur 15% Off',
    href: '/search/deals/concentrate-connoisseur',
    image: '/images/deals/concentrate-connoisseur.svg',
  },
  {
    name: 'Wellness Wednesday',
    href: '/search/deals/wellness-wednesday',
    image: '/images/deals/wellness-wednesday.svg',
  },
  {
    name: 'Medical Patient Appreciation',
    href: '/search/deals/medical-patient-appreciation',
    image: '/images/deals/medical-patient-appreciation.svg',
  },
  {
    name: 'Flower Friday Eighths',
    href: '/search/deals/flower-friday',
    image: '/images/deals/20-off-all-flower.svg',
  },
  {
    name: 'Late Night Vape Hour',
    href: '/search/deals/late-night-vapes',
    image: '/images/deals/happy-hour-vapes.svg',
  },
  {
    name: 'Senior Sunday 10% Off',
    href: '/search/deals/senior-sunday',
    image: '/images/deals-default-img.png',
  },
];

const NOT_LOADING: MenuLoading = { categories: false, deals: false, brands: false };
const LOADING: MenuLoading = { categories: true, deals: true, brands: true };

/** Version One's static links, as the engine passes them (spec 2.9). */
const staticLinks: MenuLink[] = [
  { label: 'About us', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Customer Support', href: '/ticket-list' },
  { label: 'Terms & Condition', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

const brand = (name: string, slug: string, image: boolean): MenuBrand => ({
  name,
  href: `/shop/brand/${slug}`,
  image: image ? `/images/brands/${slug}.svg` : null,
});

/** Eight sponsored brands (the most the drawers show, §9); one without a logo. */
const sponsoredBrands: MenuBrand[] = [
  brand('Green Harbor', 'green-harbor', true),
  brand('Lake Effect Farms', 'lake-effect-farms', true),
  brand('Desert Bloom', 'desert-bloom', true),
  brand('Peak Elevation', 'peak-elevation', true),
  brand('Motor City Cannabis Co.', 'motor-city-cannabis-co', true),
  brand('Cloud Nine Extracts', 'cloud-nine-extracts', true),
  brand('Honey Hollow', 'honey-hollow', true),
  brand('Riverbend Craft Growers', 'riverbend-craft-growers', false),
];

const base: MenuDrawerData = {
  open: true,
  logo: { src: '/images/logo.svg', alt: 'Greenleaf Market home' },
  mainLinks,
  categories,
  shopAllHref: '/shop',
  todaysDeals: { title: "Today's Deals", deals },
  staticLinks,
  sponsoredBrands,
  sponsoredBrandsHref: '/sponsored-brand',
  dealSearch: { term: '', results: deals, allHref: '/search/deals' },
  loading: NOT_LOADING,
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

const withoutDeals: MenuDrawerData = {
  ...base,
  todaysDeals: { title: "Today's Deals", deals: [] },
  dealSearch: { ...base.dealSearch, results: [] },
};

export const menuData = {
  default: base,
  withoutDeals,
  /** menuLinkWidgetCmsData without links. */
  noLinks: { ...base, mainLinks: [] },
  /** Every catalogue query still in flight. */
  loading: {
    ...base,
    categories: [],
    sponsoredBrands: [],
    todaysDeals: { ...base.todaysDeals, deals: [] },
    dealSearch: { ...base.dealSearch, results: [] },
    loading: LOADING,
  },
  manyLinks: {
    ...base,
    mainLinks: manyLinks,
    shopAllHref: '/shop-cannabis-near-me',
    todaysDeals: {
      title: 'Daily Specials at Greenleaf',
      deals: moreDeals.slice(0, 10),
    },
    dealSearch: { ...base.dealSearch, results: moreDeals.slice(0, 10) },
  },
  /** Version Two's deal search: "flower" typed, two matches. */
  dealSearchResults: {
    ...base,
    dealSearch: {
      ...base.dealSearch,
      term: 'flower',
      results: moreDeals.filter((deal) => deal.name.toLowerCase().includes('flower')),
    },
  },
  /** Version Two's deal search with no match. */
  dealSearchNotFound: {
    ...base,
    dealSearch: { ...base.dealSearch, term: 'gift card', results: [] },
  },
  /** Only brands without sponsored ones, some without logos. */
  plainBrands: {
    ...base,
    sponsoredBrands: [
      brand('Ozark Roots', 'ozark-roots', true),
      brand('Sunset Labs', 'sunset-labs', true),
      brand('Copper Leaf', 'copper-leaf', true),
      brand('North Star Botanicals', 'north-star-botanicals', true),
      brand('Fieldnote Supply', 'fieldnote-supply', false),
    ],
  },
  closed: { ...base, open: false },
} satisfies Record<string, MenuDrawerData>;
