import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider';
import { closestStoresQuery } from './closestStore';

/** Spec 7.2: the shopper's position and the stores near it; asked only by pages that call it. */
export const useClosestStores = (enabled = true) => {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  return useQuery({ ...closestStoresQuery(geolocation, useApiClient()), enabled });
};
