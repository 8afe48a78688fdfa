/**
 * Today's deals props for stories: CMS texts, up to ten deals (the carousel's maximum, spec §9)
 * named after the mock specials, and the v2 mobile link. `card` and `onSelect` come per story.
 */
import type { DealCardDeal } from '../deal-cards/types';
import type { TodaysDealsProps } from './types';

export type TodaysDealsArgs = Omit<TodaysDealsProps, 'card' | 'onSelect'>;

/** [urlSlug, name, description]: the mock store's specials, plus one more to make ten. */
const SPECIALS: [string, string, string][] = [
  [
    '20-off-all-flower',
    '20% Off All Flower',
    'Save 20% on every eighth, quarter and half of flower, all week.',
  ],
  ['bogo-pre-rolls', 'BOGO Pre Rolls', 'Buy one pre roll, get one of equal or lesser value free.'],
  [
    'happy-hour-vapes',
    'Happy Hour Vapes',
    '15% off cartridges and disposables from 4 to 7 PM daily.',
  ],
  ['munchie-monday', 'Munchie Monday: $5 Off Edibles', 'Take $5 off any edible every Monday.'],
  [
    'concentrate-connoisseur',
    'Concentrate Connoisseur 15% Off',
    'Live resin, rosin and badder at 15% off.',
  ],
  [
    'first-time-shopper',
    'First-Time Shopper 25% Off',
    'New here? Take 25% off your first order, in store or online.',
  ],
  ['wellness-wednesday', 'Wellness Wednesday', 'Topicals and tinctures 20% off every Wednesday.'],
  [
    'weekend-bundle',
    'Weekend Bundle: 3 for $45',
    'Mix and match any three eligible items for $45.',
  ],
  [
    'medical-patient-appreciation',
    'Medical Patient Appreciation',
    'Registered medical patients save 10% storewide.',
  ],
  [
    'senior-saturday',
    'Senior Saturday 15% Off',
    'Guests 55 and over save 15% on their whole order every Saturday.',
  ],
];

const deals: DealCardDeal[] = SPECIALS.map(([slug, name, description]) => ({
  name,
  description,
  image: {
    // The tenth has no banner of its own: the engine fell back to the default picture.
    src: slug === 'senior-saturday' ? '/images/deals-default-img.png' : `/images/deals/${slug}.svg`,
    alt: '',
  },
  href: `/search/deals/${slug}`,
  buttonLabel: 'Shop now',
}));

const base: TodaysDealsArgs = {
  title: "Today's Deals",
  link: { href: '/deals', label: 'View All Deals' },
  mobileLink: null,
  deals: deals.slice(0, 3),
  loading: false,
};

export const todaysDealsArgs = {
  threeDeals: base,
  tenDeals: { ...base, deals },
  loading: { ...base, deals: [], loading: true },
  /** Loaded, but the store has no specials: spec 2.15 keeps the skeletons. */
  none: { ...base, deals: [] },
  dealsV2: {
    ...base,
    link: { href: '/deals-category', label: 'View All Deals' },
    mobileLink: { href: '/deals', label: 'Deals by Category' },
  },
  longTexts: {
    ...base,
    title: 'Fresh Savings From Every Department of Our Dispensary This Week',
    link: { href: '/deals', label: 'See Every Single Deal We Have' },
  },
} satisfies Record<string, TodaysDealsArgs>;
