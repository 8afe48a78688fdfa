import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  meQuery,
  notificationsQuery,
  recommendedProductsQuery,
  wishlistsQuery,
} from './accountQueries';
import { useApiClient } from './ApiClientProvider';
import { closestStoresQuery } from './closestStore';
import { productFilterBody, productFilterPageQuery, type ProductFilterBody } from './productFilter';
import {
  brandsQuery,
  categoriesQuery,
  productQuery,
  retailerQuery,
  retailersQuery,
  searchSuggestionsQuery,
  specialsQuery,
  sponsoredBrandsQuery,
} from './queries';

/** Thin hooks over the query factories, taking the client from ApiClientProvider. */

export const useRetailers = () => useQuery(retailersQuery(useApiClient()));
export const useRetailer = (idOrSlug: string) => useQuery(retailerQuery(idOrSlug, useApiClient()));
export const useBrands = () => useQuery(brandsQuery(useApiClient()));
export const useSponsoredBrands = () => useQuery(sponsoredBrandsQuery(useApiClient()));
export const useCategories = () => useQuery(categoriesQuery(useApiClient()));
export const useSpecials = (retailerId: string) =>
  useQuery(specialsQuery(retailerId, useApiClient()));
export const useProduct = (slug: string) => useQuery(productQuery(slug, useApiClient()));
export const useSearchSuggestions = (term: string, retailerId: string) =>
  useQuery(searchSuggestionsQuery(term, retailerId, useApiClient()));

export const useMe = (token: string | null) => useQuery(meQuery(token, useApiClient()));
export const useWishlists = (token: string | null) =>
  useQuery(wishlistsQuery(token, useApiClient()));
export const useNotifications = (token: string | null) =>
  useQuery(notificationsQuery(token, useApiClient()));
export const useRecommendedProducts = (token: string | null) =>
  useQuery(recommendedProductsQuery(token, useApiClient()));

const NO_STORE = { retailerId: '', provider: '', menuType: 'RECREATIONAL' } as const;

/**
 * One page of the product filter (spec 7.3). While the next page or filter loads, the previous
 * result stays on screen (isPlaceholderData tells the view to dim it) instead of a blank grid.
 * `null` skips the call, e.g. while a brand slug is still being resolved to its id.
 */
export const useProductFilter = (body: ProductFilterBody | null) => {
  const client = useApiClient();
  return useQuery({
    ...productFilterPageQuery(body ?? productFilterBody(NO_STORE), client),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
};

/** Spec 7.2: the shopper's position and the stores near it; asked only by pages that call it. */
export const useClosestStores = (enabled = true) => {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  return useQuery({ ...closestStoresQuery(geolocation, useApiClient()), enabled });
};
