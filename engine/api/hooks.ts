import { useQuery } from '@tanstack/react-query';
import {
  meQuery,
  notificationsQuery,
  recommendedProductsQuery,
  wishlistsQuery,
} from './accountQueries';
import { useApiClient } from './ApiClientProvider';
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

// The product filter and closest-store hooks live in their own modules (useProductFilter.ts,
// useClosestStores.ts): this file is on every page, they are only on the pages that list products.
