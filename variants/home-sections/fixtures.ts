/** Story fixtures for the home sections: realistic, long and empty cases. */
import type {
  BrandStripItem,
  CategoryTilesProps,
  ContentTeaserProps,
  HeroBannerProps,
  HeroSlideData,
  RichTextProps,
  StoreBarStore,
} from './types';

const slide = (image: string, heading: string, text: string, label: string): HeroSlideData => ({
  image: { src: `/images/hero/${image}.svg`, alt: '', width: 1600, height: 600 },
  heading,
  text,
  button: { href: '/shop', label },
});

const welcome = slide(
  'welcome',
  'Fresh drops, every week',
  'Lab-tested flower, pre-rolls, edibles and more from Michigan growers. Order ahead for pickup or delivery.',
  'Shop the menu',
);

export const heroFixtures = {
  single: { label: 'Featured', slides: [welcome] },
  carousel: {
    label: 'Featured',
    slides: [
      welcome,
      slide(
        'deals',
        'Deals all week long',
        'Bundles, happy hours and savings.',
        "See today's deals",
      ),
      slide(
        'delivery',
        'Delivered to your door',
        'Same-day delivery in most of Metro Detroit.',
        'Find your store',
      ),
    ],
  },
  longTexts: {
    label: 'Featured',
    slides: [
      slide(
        'welcome',
        'Introducing our biggest seasonal menu refresh ever, with over two hundred new products from thirty local craft growers',
        'Every product on our shelves is lab-tested for potency and purity, and our budtenders have tasted, smelled and reviewed each new strain so they can help you choose with confidence, whatever your experience.',
        'Browse everything that is new this season',
      ),
    ],
  },
  pictureOnly: { label: 'Featured', slides: [{ ...welcome, heading: '', text: '', button: null }] },
} satisfies Record<string, HeroBannerProps>;

export const storeFixtures = {
  open: {
    name: 'Greenleaf Market – Troy',
    orderType: 'Pickup',
    hours: 'Open today 9:00 AM – 9:00 PM',
    open: true,
    address: '1200 E Big Beaver Rd, Troy, MI 48083',
    detailsHref: '/greenleaf-market-troy',
  },
  closed: {
    name: 'Greenleaf Market – Detroit',
    orderType: 'Delivery',
    hours: 'Opens tomorrow at 10:00 AM',
    open: false,
    address: '4400 Woodward Ave, Detroit, MI 48201',
    detailsHref: '/greenleaf-market-detroit',
  },
  longTexts: {
    name: 'Greenleaf Market Wellness & Medical Cannabis Dispensary – Downtown Ann Arbor (Main Street)',
    orderType: 'Curbside Pickup',
    hours: 'Open today 9:00 AM – 9:00 PM',
    open: true,
    address: '123456 South Main Street Suite 1200, Ann Arbor Charter Township, MI 48104',
    detailsHref: '/greenleaf-ann-arbor',
  },
} satisfies Record<string, StoreBarStore>;

const category = (name: string, slug: string) => ({
  href: `/category/${slug}`,
  name,
  image: `/images/categories/${slug}.svg`,
  imageAlt: '',
});

export const categoryFixtures = {
  default: {
    title: 'Shop by category',
    loading: false,
    skeletonCount: 6,
    viewAll: { href: '/categories', label: 'All categories' },
    tiles: [
      category('Flowers', 'flowers'),
      category('Pre Rolls', 'pre-rolls'),
      category('Vaporizers', 'vaporizers'),
      category('Concentrates', 'concentrates'),
      category('Topicals', 'topicals'),
      category('Edibles', 'edibles'),
    ],
  },
} satisfies Record<string, CategoryTilesProps>;

const brand = (name: string, slug: string, sponsored = false): BrandStripItem => ({
  href: `/brands/${slug}`,
  name,
  image: `/images/brands/${slug}.svg`,
  sponsored,
});

export const brandFixtures: BrandStripItem[] = [
  brand('Green Harbor', 'green-harbor', true),
  brand('Lake Effect Farms', 'lake-effect-farms', true),
  brand('Desert Bloom', 'desert-bloom'),
  brand('Peak Elevation', 'peak-elevation'),
  brand('Ozark Roots', 'ozark-roots'),
  brand('Motor City Cannabis Co.', 'motor-city-cannabis-co'),
  brand('North Star Botanicals', 'north-star-botanicals'),
  brand('Copper Leaf', 'copper-leaf'),
];

export const richTextFixtures = {
  default: {
    title: 'About Greenleaf Market',
    label: 'About us',
    html: '<p>Greenleaf Market is a family-owned, licensed cannabis retailer serving Michigan since 2019.</p><p>Adults 21+ or qualified patients only. <a href="/about">Learn more about us</a>.</p>',
  },
  longTexts: {
    title: 'A note from our founders about how we choose every single product on our shelves',
    label: 'About us',
    html: `<p>${'We visit every grower we carry, walk their rooms, read their lab results and taste their harvests before a single jar reaches our shelves. '.repeat(4)}</p><ul><li>Lab-tested, always</li><li>Locally grown where we can</li><li>Fair prices, every day</li></ul>`,
  },
  untitled: {
    title: '',
    label: 'About us',
    html: '<p><strong>Licensed retailer.</strong> For use only by adults 21 and older or registered qualifying patients.</p>',
  },
} satisfies Record<string, RichTextProps>;

const post = (
  slug: string,
  title: string,
  excerpt: string,
  category: string,
  dateLabel: string,
) => ({
  key: slug,
  href: `/blog/${slug}`,
  title,
  excerpt,
  image: `/images/content/${slug}.svg`,
  imageAlt: '',
  category,
  dateLabel,
  dateTime: '2026-11-18T09:00:00',
});

const teaserPosts = [
  post(
    'storage',
    'How to Store Flower So It Stays Fresh',
    'Airtight glass, a cool dark shelf and the right humidity pack keep terpenes where they belong.',
    'Guides',
    '1 week ago',
  ),
  post(
    'first-visit',
    'Your First Dispensary Visit: What to Expect',
    'Bring a valid ID, know your budget and don’t be shy about questions.',
    'Guides',
    '2 days ago',
  ),
  post(
    'holiday-hours',
    'Holiday Hours and Thanksgiving Week Deals',
    'Every store is open Thanksgiving morning until 2 PM.',
    'News',
    'Today',
  ),
];

export const contentTeaserFixtures = {
  default: {
    title: 'From the blog',
    posts: teaserPosts,
    loading: false,
    skeletonCount: 3,
    viewAll: { href: '/blog', label: 'All articles' },
  },
  longTexts: {
    title: 'Stories, guides and news from our budtenders, growers and the communities we serve',
    posts: teaserPosts.map((p) => ({
      ...p,
      title: `${p.title}: ${'a longer headline that wraps onto more lines '.repeat(2)}`,
      excerpt: p.excerpt.repeat(3),
    })),
    loading: false,
    skeletonCount: 3,
    viewAll: { href: '/blog', label: 'All articles' },
  },
} satisfies Record<string, ContentTeaserProps>;
