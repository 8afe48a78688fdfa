import type { AdSlotContext } from '../../rules/adPlacement';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../../schemas';
import { useTrackListView, type AnalyticsList } from '../../analytics/useTrackListView';
import type {
  CategoryChip,
  Choice,
  EmptyStateProps,
  FilterBarProps,
  PaginationProps,
  ProductGridProps,
} from '../../../variants/catalogue/types';
import { errorMessage } from '../../api/errors';
import { useBrands, useCategories } from '../../api/hooks';
import { productFilterBody } from '../../api/productFilter';
import { toastNotify } from '../../api/toastNotify';
import {
  EMPTY_FACETS,
  buildFacetedListingSearch,
  facetChangeSearch,
  hasFacets,
  parseFacetQuery,
  type FacetQuery,
} from '../../rules/listingFacets';
import {
  LISTING_PAGE_SIZE,
  PRICE_FILTERS,
  changeListing,
  hasListingFilters,
  pageCount,
  pageOffset,
  parseListingQuery,
  type ListingQuery,
} from '../../rules/listingQuery';
import { useShopPath } from '../../site/useShopPath';
import { appliedFacets } from './facetRequest';
import { listingFacetsView, loadingFacetsView, type ListingFacetsView } from './facetsView';
import {
  brandSlug,
  categoryDisplayName,
  categorySlug,
  findBrand,
  findCategory,
  productCardData,
} from './productView';
import { useAddToCart } from './useAddToCart';
import { useFacetedProductFilter } from './useFacetedProductFilter';
import { useStoreFilter } from './useStoreFilter';

/** What a page lists before the shopper's own filters: a category, a brand or a deal. */
export type ListingScope = {
  categories?: readonly string[];
  brandIds?: readonly string[];
  specialSlug?: string | null;
  /** False while the scope is being resolved (a brand slug to its id): nothing is requested yet. */
  ready?: boolean;
};

export type ListingOptions = {
  /** Show the category chips (off on a category page). */
  categoryFilter: boolean;
  /** Show the brand select (off on a brand page). */
  brandFilter: boolean;
  /** Title of the empty state when nothing is filtered, e.g. spec 8 "Not found!" for deals. */
  emptyTitle?: string;
  emptyMessage?: string;
};

export type ProductListingView = {
  status: 'loading' | 'error' | 'empty' | 'ready';
  filterBar: FilterBarProps;
  /** Strain, THC, CBD, effects and terpenes; null where the API counts no facets (none shown). */
  facets: ListingFacetsView | null;
  grid: ProductGridProps;
  /** What the listing's sponsored card is about; null where none belongs (after page 1). */
  sponsored: AdSlotContext | null;
  pagination: PaginationProps | null;
  empty: EmptyStateProps;
  error: { message: string; onRetry(): void };
};

/** A listing narrowed by a term shows search results, whichever page it is on. */
const SEARCH_RESULTS: AnalyticsList = { id: 'search', name: 'Search results' };

const ANY_PRICE: Choice = { label: 'Any price', value: null };
const ALL_BRANDS: Choice = { label: 'All brands', value: null };

/**
 * The listing of a page: the URL's filters and page over the page's scope, via the product filter.
 * `list` names it for analytics (e.g. `category:flower`, "Flower").
 */
export function useProductListing(
  scope: ListingScope,
  options: ListingOptions,
  list: AnalyticsList,
): ProductListingView {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shopPath = useShopPath();
  const store = useStoreFilter();
  const addToCart = useAddToCart();
  const brands = useBrands();
  const categories = useCategories();
  const query = useMemo(() => parseListingQuery(search), [search]);
  const facetQuery = useMemo(() => parseFacetQuery(search), [search]);

  const brandList = brands.data?.items ?? [];
  const categoryList = categories.data?.items ?? [];
  // A brand filter needs the brand's id: wait for the list rather than list every brand.
  const filterBrand = query.brand === null ? null : findBrand(brandList, query.brand);
  const brandPending = query.brand !== null && brands.isPending;
  const filterCategory =
    query.category === null ? null : findCategory(categoryList, query.category);

  // An unknown brand slug lists nothing: no request, straight to the empty state with "Clear all".
  const brandMissing = query.brand !== null && !brands.isPending && filterBrand === null;
  const ready = scope.ready !== false && !brandPending && !brandMissing;
  const base = ready
    ? productFilterBody({
        ...store,
        brandIds: filterBrand ? [filterBrand.id] : scope.brandIds,
        categories:
          query.category !== null
            ? [filterCategory?.categoryName ?? query.category]
            : scope.categories,
        specialSlug: scope.specialSlug ?? null,
        price: query.price,
        search: query.search,
        offset: pageOffset(query.pageNo),
        limit: LISTING_PAGE_SIZE,
      })
    : null;
  const { result, units, waiting, facetsExpected } = useFacetedProductFilter(base, facetQuery);

  // Every link of the listing keeps its facets, written as the URL writes them.
  const hrefFor = useCallback(
    (next: ListingQuery) => `${pathname}${buildFacetedListingSearch(next, facetQuery, search)}`,
    [pathname, search, facetQuery],
  );
  const facetHref = (next: FacetQuery) => `${pathname}${facetChangeSearch(query, next, search)}`;
  const go = (change: Partial<ListingQuery>) => navigate(hrefFor(changeListing(query, change)));

  // Spec 8: an API error shows the server's message as a toast (and inline, below).
  const failure = result.isError ? errorMessage(result.error) : null;
  useEffect(() => {
    if (failure !== null) toastNotify.error(failure);
  }, [failure]);

  const page = ready ? result.data : undefined;
  const products: readonly Product[] = page?.products ?? [];
  const total = page?.total ?? 0;
  const pages = pageCount(total);
  const loading = !brandMissing && (!ready || result.isPending);
  const selectProduct = useTrackListView({
    ...(query.search !== '' ? SEARCH_RESULTS : list),
    // An older page kept on screen while the next loads is not a view of the next.
    products: result.isPlaceholderData || failure !== null ? null : products,
    offset: pageOffset(query.pageNo),
    view: JSON.stringify([query, facetQuery]),
  });

  const categoryChips: CategoryChip[] = options.categoryFilter
    ? [
        {
          label: 'All',
          href: hrefFor(changeListing(query, { category: null })),
          current: query.category === null,
        },
        ...categoryList.map((category) => {
          const slug = categorySlug(category);
          return {
            label: categoryDisplayName(category.categoryName),
            href: hrefFor(changeListing(query, { category: slug })),
            current: query.category === slug,
          };
        }),
      ]
    : [];
  const brandChoices: Choice[] = options.brandFilter
    ? [
        ALL_BRANDS,
        ...brandList.map((brand) => ({
          label: brand.brandName || brand.name,
          value: brandSlug(brand),
        })),
      ]
    : [];
  const filtered = hasListingFilters(query) || hasFacets(facetQuery);
  const clearAll = `${pathname}${buildFacetedListingSearch(
    changeListing(query, { search: '', price: null, category: null, brand: null }),
    EMPTY_FACETS,
    search,
  )}`;
  const applied = appliedFacets(facetQuery, units);
  const facets =
    page?.facets && failure === null
      ? listingFacetsView({
          facets: page.facets,
          query: facetQuery,
          applied,
          total: loading || result.isPlaceholderData ? null : total,
          hrefFor: facetHref,
          clearAllHref: clearAll,
          navigate: (href) => void navigate(href),
        })
      : // The first page on its way: the facets' column keeps its place, so the list does not jump.
        loading && facetsExpected
        ? loadingFacetsView(clearAll)
        : null;

  const pastTheEnd = products.length === 0 && total > 0 && query.pageNo > pages;
  const empty: EmptyStateProps = pastTheEnd
    ? {
        title: 'This page is empty',
        message: `There are ${total} products on ${pages} pages.`,
        action: { label: 'Go to page 1', href: hrefFor({ ...query, pageNo: 1 }) },
      }
    : filtered
      ? {
          title: options.emptyTitle ?? 'No products found',
          message: hasFacets(facetQuery)
            ? 'Nothing matches these filters. Untick a choice or widen a range, or clear them.'
            : 'Nothing matches these filters. Try another category, brand or price, or clear them.',
          action: { label: 'Clear all filters', href: clearAll },
        }
      : {
          title: options.emptyTitle ?? 'No products here yet',
          message: options.emptyMessage ?? 'This store has nothing to list here right now.',
          action: { label: 'Browse the shop', href: shopPath },
        };

  return {
    status: loading
      ? 'loading'
      : failure !== null
        ? 'error'
        : products.length === 0
          ? 'empty'
          : 'ready',
    filterBar: {
      categories: categoryChips,
      brands: brandChoices,
      prices: [ANY_PRICE, ...PRICE_FILTERS.map(({ label, value }) => ({ label, value }))],
      selectedBrand: filterBrand ? brandSlug(filterBrand) : query.brand,
      selectedPrice: query.price,
      search: query.search,
      clearSearchHref: hrefFor(changeListing(query, { search: '' })),
      // The facets' chips bring their own "Clear all", for every filter: one is enough.
      clearAllHref: filtered && !(facets !== null && facets.chips.length > 0) ? clearAll : null,
      resultText:
        loading || failure !== null ? null : `${total} ${total === 1 ? 'product' : 'products'}`,
      onBrandChange: (value) => go({ brand: value }),
      onPriceChange: (value) =>
        go({ price: PRICE_FILTERS.find((filter) => filter.value === value)?.value ?? null }),
    },
    facets,
    grid: {
      products: products.map(productCardData),
      loading,
      skeletonCount: 8,
      updating: result.isPlaceholderData && (result.isFetching || waiting),
      label: 'Products',
      onAddToCart: (slug) => {
        const product = products.find((p) => p.slug === slug);
        if (product) addToCart(product);
      },
      onSelect: selectProduct,
    },
    sponsored:
      query.pageNo === 1
        ? {
            keyword: query.search,
            catalog: query.category ?? scope.categories?.[0] ?? '',
            exclude: products.map((product) => product.slug),
          }
        : null,
    pagination:
      pages > 1
        ? {
            pageNo: query.pageNo,
            pageCount: pages,
            hrefFor: (pageNo) => hrefFor({ ...query, pageNo }),
          }
        : null,
    empty,
    error: { message: failure ?? '', onRetry: () => void result.refetch() },
  };
}
