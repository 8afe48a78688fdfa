/** Story and test data for the search family: every state of the panel (spec 2.8). */
import type {
  SearchOverlayProps,
  SearchPageHeaderProps,
  SearchProduct,
  SearchResultsState,
  SearchSuggestionsProps,
  SuggestionsPopup,
  TopBrand,
} from './types';

const brand = (slug: string, name: string): TopBrand => ({
  id: slug,
  name,
  image: `/images/brands/${slug}.svg`,
  href: `/search/brands/${slug}`,
});

export const topBrands: TopBrand[] = [
  brand('green-harbor', 'Green Harbor'),
  brand('lake-effect-farms', 'Lake Effect Farms'),
  brand('desert-bloom', 'Desert Bloom'),
  brand('copper-leaf', 'Copper Leaf'),
  brand('north-star-botanicals', 'North Star Botanicals'),
];

const product = (slug: string, name: string, image: string, variants: number): SearchProduct => ({
  slug,
  name,
  image: `/images/products/${image}.svg`,
  variantsText: `Variants: ${variants}`,
  href: `/product/${slug}`,
});

export const trending: SearchProduct[] = [
  product('blue-dream', 'Blue Dream', 'flower-1', 4),
  product('kief-runtz', 'Kief-Dusted Runtz Pre Roll', 'pre-rolls-1', 1),
  product('blackberry-gummies', 'Blackberry Sleep Gummies', 'edibles-1', 1),
  product('stash-jar', 'Smell-Proof Stash Jar', 'accessories-1', 1),
  product('harlequin', 'Harlequin', 'flower-2', 2),
  product('zkittlez-pod', 'Watermelon Zkittlez Pod', 'vaporizers-1', 1),
];

const found: SearchProduct[] = [
  product('blue-dream', 'Blue Dream', 'flower-1', 4),
  product('blue-dream-pre-roll', 'Blue Dream Pre Roll', 'pre-rolls-1', 2),
  { ...product('blueberry-cart', 'Live Resin Cart Blueberry', 'vaporizers-1', 2), image: '' },
];

const segments = (before: string, match: string, after: string) => [
  { text: before, match: false },
  { text: match, match: true },
  { text: after, match: false },
];

export const results: Extract<SearchResultsState, { kind: 'results' }> = {
  kind: 'results',
  updating: false,
  suggestions: [
    {
      key: 'a',
      segments: segments('Green Harbor ', 'Blue', ' Dream Flowers'),
      href: '/shop?search=Blue%20Dream',
    },
    {
      key: 'b',
      segments: segments('Green Harbor ', 'Blue', ' Dream Pre Roll Pre Rolls'),
      href: '/shop?search=Blue%20Dream%20Pre%20Roll',
    },
    {
      key: 'c',
      segments: segments('Lake Effect Farms Live Resin Cart ', 'Blue', 'berry Vaporizers'),
      href: '/shop?search=Live%20Resin%20Cart%20Blueberry',
    },
  ],
  brands: [
    { name: 'Green Harbor', href: '/shop?search=Green%20Harbor' },
    { name: 'Lake Effect Farms', href: '/shop?search=Lake%20Effect%20Farms' },
  ],
  products: found,
};

/** The overlay's data; stories add the events with fn(). */
type OverlayData = Pick<
  SearchOverlayProps,
  | 'open'
  | 'presentation'
  | 'term'
  | 'topBrandsTitle'
  | 'trendingTitle'
  | 'viewAllBrandsHref'
  | 'results'
  | 'seeAll'
>;

const base: OverlayData = {
  open: true,
  presentation: 'overlay',
  term: '',
  topBrandsTitle: 'Top Brands',
  trendingTitle: 'Trending Products',
  viewAllBrandsHref: '/search/brands',
  results: {
    kind: 'start',
    topBrands: { loading: false, items: topBrands },
    trending: { loading: false, items: trending },
  },
  seeAll: null,
};

const seeAll = { label: 'See All 4 Products', href: '/shop?search=blue' };

/** One entry per state of the overlay (spec 2.8). */
export const searchOverlayFixture = {
  start: base,
  startLoading: {
    ...base,
    results: {
      kind: 'start',
      topBrands: { loading: true, items: [] },
      trending: { loading: true, items: [] },
    },
  },
  loading: { ...base, term: 'blue', results: { kind: 'loading' } },
  suggestions: { ...base, term: 'blue', results, seeAll },
  updating: { ...base, term: 'blue dr', results: { ...results, updating: true }, seeAll },
  noResults: { ...base, term: 'zzzz', results: { kind: 'noResults', term: 'zzzz' } },
  error: {
    ...base,
    term: 'blue',
    results: { kind: 'error', message: 'Something went wrong. Please try again.' },
  },
} satisfies Record<string, OverlayData>;

export const searchPageHeaderFixture = {
  empty: {
    placeholder: 'Type here to search products',
    term: '',
    wishlistCount: 0,
    notificationCount: 0,
  },
  withTerm: {
    placeholder: 'Type here to search products',
    term: 'blue dream',
    wishlistCount: 3,
    notificationCount: 12,
  },
} satisfies Record<
  string,
  Pick<SearchPageHeaderProps, 'placeholder' | 'term' | 'wishlistCount' | 'notificationCount'>
>;

/** The desktop dropdown for "blue" (the engine's desktopSuggestions of `results`). */
const bluePopup: Extract<SuggestionsPopup, { kind: 'options' }> = {
  kind: 'options',
  updating: false,
  groups: [
    {
      label: 'Suggestions',
      options: results.suggestions.map((item, index) => ({
        kind: 'phrase',
        id: `suggestion-${index}`,
        segments: item.segments,
      })),
    },
    {
      label: 'Brands',
      options: results.brands.map((brand, index) => ({
        kind: 'brand',
        id: `brand-${index}`,
        name: brand.name,
      })),
    },
    {
      label: 'Products',
      options: found.map((item, index) => ({
        kind: 'product',
        id: `product-${index}`,
        product: item,
      })),
    },
  ],
  seeAll: { kind: 'seeAll', id: 'see-all', label: 'See All 4 Products' },
};

/** One entry per state of the desktop search dropdown (spec 2.3 box, 2.8 contents). */
export const desktopSuggestionsFixture = {
  results: {
    popup: bluePopup,
    activeOptionId: null,
    announcement: '9 results: 3 suggestions, 2 brands, 3 products',
  },
  activeOption: {
    popup: bluePopup,
    activeOptionId: 'product-0',
    announcement: '9 results: 3 suggestions, 2 brands, 3 products',
  },
  loading: { popup: { kind: 'loading' }, activeOptionId: null, announcement: '' },
  noResults: {
    popup: { kind: 'noResults', term: 'zzzz' },
    activeOptionId: null,
    announcement: 'No results for “zzzz”',
  },
  error: {
    popup: { kind: 'error', message: 'Something went wrong. Please try again.' },
    activeOptionId: null,
    announcement: 'Search failed',
  },
} satisfies Record<
  string,
  Pick<SearchSuggestionsProps, 'popup' | 'activeOptionId' | 'announcement'>
>;
