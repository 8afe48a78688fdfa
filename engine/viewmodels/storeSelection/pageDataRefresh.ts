/**
 * The page-data refresh of spec 4.4, on first load and after a store change: the machine decides
 * when (storeSwitch.machine.ts), this does it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { retailerQuery } from '../../api/queries';
import type { Stores } from '../../stores/createStores';
import { setStoreOpenStatus } from '../../stores/storeContext';
import { loadStoreHours } from './storeHoursLoader';

/** Query keys whose data depends on the chosen store (spec 4.4 "page data"). */
const STORE_SCOPED_KEYS = new Set(['specials', 'products', 'search']);

/**
 * Page data read this long before the refresh's reference time is what the refresh would fetch
 * again: on first load the reference is the page's navigation (the server read the data while
 * rendering it: asking again would only re-render the hydrated page with the same data), after a
 * switch it is the refresh itself (the page has just asked for the new store's data).
 */
export const PAGE_DATA_FRESH_MS = 5_000;

/** Re-reads the chosen store (its open status may have changed) and its page data (spec 4.4). */
export async function refreshPageData(
  stores: Stores,
  queryClient: QueryClient,
  client: ApiClient,
  /** The clock's pin (./now); null is the real clock. */
  nowPin: string | null,
  /** The query cache's clock (epoch ms, not the page's pinned one) the data is compared with. */
  reference: number,
) {
  const { retailerId } = stores.storeContext;
  const freshSince = reference - PAGE_DATA_FRESH_MS;
  // cancelRefetch: false lets first-load requests already in flight finish instead of repeating.
  await queryClient.invalidateQueries(
    {
      predicate: ({ queryKey, state }) =>
        state.dataUpdatedAt < freshSince &&
        (STORE_SCOPED_KEYS.has(String(queryKey[0])) ||
          (queryKey[0] === 'retailers' && queryKey[1] === retailerId)),
    },
    { cancelRefetch: false },
  );
  if (retailerId === '') return;
  const [retailer, hours] = await Promise.all([
    queryClient.fetchQuery(retailerQuery(retailerId, client)),
    loadStoreHours(),
  ]);
  if (retailer !== null && stores.storeContext.retailerId === retailerId) {
    setStoreOpenStatus(stores.storeContext, hours.isOpenAt(retailer, nowPin));
  }
}
