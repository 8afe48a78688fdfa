/**
 * The listing state kept in the URL (spec 2.1 query forms "?search={term}" and
 * "?pageNo=1&price={priceValue}", plus category and brand filters), so a reload or a shared link
 * shows the same page. Parsing is forgiving: a value it does not know is dropped, never thrown.
 */

/** Spec 9 "Price filters (Shop By Price)", in the spec's order. */
export const PRICE_FILTERS = [
  { label: 'Under $20', value: '20' },
  { label: 'Under $40', value: '40' },
  { label: 'Under $60', value: '60' },
  { label: 'Under $70', value: '70' },
  { label: 'Under $80', value: '80' },
  { label: 'Under $100', value: '100' },
  { label: '$100 & Above', value: '100-above' },
] as const;

export type PriceFilterValue = (typeof PRICE_FILTERS)[number]['value'];

/** Products per listing page: four rows of four on desktop, two columns on mobile. */
export const LISTING_PAGE_SIZE = 16;

export type ListingQuery = {
  /** ?search= (trimmed); empty when absent. */
  search: string;
  /** ?pageNo=, 1-based; 1 when absent or not a positive whole number. */
  pageNo: number;
  /** ?price=, one of the spec 9 values; null when absent or unknown. */
  price: PriceFilterValue | null;
  /** ?category=, a category urlSlug; null when absent. */
  category: string | null;
  /** ?brand=, a brand urlSlug; null when absent. */
  brand: string | null;
};

export const EMPTY_LISTING_QUERY: ListingQuery = {
  search: '',
  pageNo: 1,
  price: null,
  category: null,
  brand: null,
};

const KEYS = ['search', 'pageNo', 'price', 'category', 'brand'] as const;

const isPriceValue = (value: string): value is PriceFilterValue =>
  PRICE_FILTERS.some((filter) => filter.value === value);

function slugParam(value: string | null): string | null {
  const slug = (value ?? '').trim().toLowerCase();
  return slug === '' ? null : slug;
}

function pageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseListingQuery(search: string | URLSearchParams): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const price = (params.get('price') ?? '').trim();
  return {
    search: (params.get('search') ?? '').trim(),
    pageNo: pageParam(params.get('pageNo')),
    price: isPriceValue(price) ? price : null,
    category: slugParam(params.get('category')),
    brand: slugParam(params.get('brand')),
  };
}

/**
 * The query string for a listing state, "?…" or "" when nothing is set. Params that are not the
 * listing's own (specialSlug, brandId on deals pages) are kept from `base`, first and in order.
 * A price filter always travels with its page number, as in the spec's "?pageNo=1&price=20".
 */
export function buildListingSearch(
  query: Partial<ListingQuery>,
  base: string | URLSearchParams = '',
): string {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  const { search = '', pageNo = 1, price = null, category = null, brand = null } = query;
  if (search.trim() !== '') params.set('search', search.trim());
  if (pageNo > 1 || price !== null) params.set('pageNo', String(Math.max(1, Math.floor(pageNo))));
  if (price !== null) params.set('price', price);
  if (category !== null) params.set('category', category);
  if (brand !== null) params.set('brand', brand);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A filter change starts again at page 1; a page change keeps the filters. */
export function changeListing(current: ListingQuery, change: Partial<ListingQuery>): ListingQuery {
  const next = { ...current, ...change };
  return 'pageNo' in change ? next : { ...next, pageNo: 1 };
}

export function hasListingFilters(query: ListingQuery): boolean {
  return (
    query.search !== '' || query.price !== null || query.category !== null || query.brand !== null
  );
}

export function pageOffset(pageNo: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return (Math.max(1, pageNo) - 1) * pageSize;
}

export function pageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

export function priceFilterLabel(value: PriceFilterValue): string {
  return PRICE_FILTERS.find((filter) => filter.value === value)?.label ?? value;
}
