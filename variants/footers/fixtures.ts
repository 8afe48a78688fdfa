/**
 * Footer props for stories and tests, shared by all ten footer variants so the family matrix can
 * render every variant from the same data. Content is realistic for a Michigan dispensary chain.
 */
import type { FooterDeal, FooterLink, FooterProps, FooterStore } from './types';

/** Data props only: stories attach spies for the events (fn()), the engine its handlers. */
export type FooterArgs = Omit<FooterProps, 'onDealSelect'>;

const SITE_TITLE = 'Greenleaf Market';

const quickLinks: FooterLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Find a Dispensary', href: '/find-a-dispensary' },
  { label: 'Store Directory', href: '/store-directory' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
];

const categoryNames = ['Flower', 'Pre-Rolls', 'Vaporizers', 'Edibles', 'Concentrates', 'Tinctures'];
const toCategoryLink = (name: string): FooterLink => ({
  label: name,
  href: `/category/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
});

const deals: FooterDeal[] = [
  { name: '20% Off All Flower', href: '/search/deals/20-off-all-flower' },
  { name: 'BOGO Pre-Rolls Tuesday', href: '/search/deals/bogo-pre-rolls-tuesday' },
  { name: '$25 Vape Cartridges', href: '/search/deals/25-vape-cartridges' },
  { name: 'Edibles 3 for $30', href: '/search/deals/edibles-3-for-30' },
  { name: 'First-Time Customer 25% Off', href: '/search/deals/first-time-customer-25-off' },
];

/** Store 3 has no phone (the CMS sent "null"), so its card must show no "Call :" line. */
export const NO_PHONE_STORE_NAME = 'Greenleaf Detroit Midtown';

const stores: FooterStore[] = [
  {
    id: 'r-troy',
    name: 'Greenleaf Troy',
    address: '1840 W Maple Rd, Troy, MI 48084',
    phone: '(248) 555-0142',
    detailsHref: '/greenleaf-troy',
  },
  {
    id: 'r-ferndale',
    name: 'Greenleaf Ferndale',
    address: '22730 Woodward Ave, Ferndale, MI 48220',
    phone: '(248) 555-0187',
    detailsHref: '/greenleaf-ferndale',
  },
  {
    id: 'r-detroit',
    name: NO_PHONE_STORE_NAME,
    address: '4120 Cass Ave, Detroit, MI 48201',
    phone: null,
    detailsHref: '/r-detroit',
  },
  {
    id: 'r-ann-arbor',
    name: 'Greenleaf Ann Arbor',
    address: '615 E Liberty St, Ann Arbor, MI 48104',
    phone: '(734) 555-0119',
    detailsHref: '/greenleaf-ann-arbor',
  },
  {
    id: 'r-lansing',
    name: 'Greenleaf Lansing',
    address: '2300 E Michigan Ave, Lansing, MI 48912',
    phone: '(517) 555-0163',
    detailsHref: '/greenleaf-lansing',
  },
  {
    id: 'r-grand-rapids',
    name: 'Greenleaf Grand Rapids',
    address: '955 Wealthy St SE, Grand Rapids, MI 49506',
    phone: '(616) 555-0128',
    detailsHref: '/greenleaf-grand-rapids',
  },
  {
    id: 'r-kalamazoo',
    name: 'Greenleaf Kalamazoo',
    address: '410 S Westnedge Ave, Kalamazoo, MI 49007',
    phone: '(269) 555-0174',
    detailsHref: '/greenleaf-kalamazoo',
  },
  {
    id: 'r-traverse-city',
    name: 'Greenleaf Traverse City',
    address: '1203 E Front St, Traverse City, MI 49686',
    phone: '(231) 555-0136',
    detailsHref: '/greenleaf-traverse-city',
  },
];

const base: FooterArgs = {
  /** The light logo: the default footer background is dark. */
  logo: { src: '/images/logo-light.svg', alt: SITE_TITLE, title: SITE_TITLE },
  sanitizedSubtextHtml:
    '<p>Michigan-grown cannabis, lab-tested and priced fairly. Order ahead for pickup, curbside or ' +
    'delivery from any of our stores.</p><p>For adults 21+ and registered patients only. ' +
    '<a href="/terms-and-conditions">Terms</a> · <a href="/privacy-policy">Privacy Policy</a></p>',
  social: [
    {
      title: 'Facebook',
      href: 'https://www.facebook.com/greenleafmarket',
      image: '/images/social/facebook.svg',
    },
    {
      title: 'Instagram',
      href: 'https://www.instagram.com/greenleafmarket',
      image: '/images/social/instagram.svg',
    },
    { title: 'X', href: 'https://x.com/greenleafmi', image: '/images/social/x.svg' },
    {
      title: 'YouTube',
      href: 'https://www.youtube.com/@greenleafmarket',
      image: '/images/social/youtube.svg',
    },
    {
      title: 'TikTok',
      href: 'https://www.tiktok.com/@greenleafmarket',
      image: '/images/social/tiktok.svg',
    },
  ],
  quickLinks: { title: 'Quick Links', links: quickLinks },
  shopLinks: categoryNames.map(toCategoryLink),
  todaysDeals: {
    title: "Today's Deals",
    deals,
    shopAllHref: '/specials',
    shopAllLabel: 'Shop All Specials',
  },
  storeCarousel: null,
  /** Dark evergreen with warm hover: ≥ 4.5:1 for text and hover colour (checked by the a11y addon). */
  colors: { background: '#16211c', font: '#f3f5f1', hover: '#f2c14e', active: '#8fdcb0' },
  headingsLoading: false,
  copyright: `© 2026 ${SITE_TITLE}`,
  /** The default site has no licence number and no warnings: nothing is drawn. */
  notices: null,
};

export const footerArgs = {
  default: base,
  withoutSocial: { ...base, social: null },
  withStoreCarousel: {
    ...base,
    storeCarousel: { backgroundColor: '#223129', stores },
  },
  longLinkLists: {
    ...base,
    quickLinks: {
      title: 'Quick Links',
      links: [
        ...quickLinks,
        { label: 'Education Center: Cannabis 101 for First-Time Customers', href: '/education' },
        { label: 'Customer Support', href: '/customer-support' },
        { label: 'Careers', href: '/career' },
        { label: 'Terms and Conditions', href: '/terms-and-conditions' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Michigan Cannabis Regulatory Agency', href: 'https://www.michigan.gov/cra' },
      ],
    },
    shopLinks: [
      ...categoryNames,
      'Topicals',
      'Capsules',
      'Accessories',
      'CBD',
      'Beverages',
      'Live Resin & Rosin',
      'Seeds & Clones',
      'Gear & Apparel',
    ].map(toCategoryLink),
  },
  loadingHeadings: { ...base, headingsLoading: true },
  /** The CMS sent no quick links: the column, heading included, must not be drawn. */
  noQuickLinks: { ...base, quickLinks: { title: 'Quick Links', links: [] } },
  customColors: {
    ...base,
    logo: { ...base.logo, src: '/images/logo.svg' },
    colors: { background: '#f6efe4', font: '#2b1d0e', hover: '#9c3d10', active: '#5b2a86' },
  },
} satisfies Record<string, FooterArgs>;

/** All eight carousel stores, exported for play tests that check per-store rules. */
export const footerStores = stores;
