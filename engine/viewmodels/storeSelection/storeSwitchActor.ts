/**
 * The one running store-switch machine per set of stores: the header's skeleton, the preference
 * selector, the store pages and the prompts all talk to the same actor. Keyed by the Stores object,
 * so every story and test (fresh stores) gets a fresh actor and nothing leaks between them.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { subscribe } from 'valtio';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { storeSwitchMachine, type SwitchRequest } from '../../../machines/storeSwitch.machine';
import type { Retailer } from '../../../schemas';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/client';
import { announceError } from '../../api/mutation';
import { retailerQuery } from '../../api/queries';
import { toastNotify } from '../../api/toastNotify';
import { useShopPath } from '../../routing/useShopPath';
import { isOpenForPickup } from '../../rules/storeHours';
import type { Stores } from '../../stores/createStores';
import { closeOverlay } from '../../stores/overlays';
import { setSessionData, setUserSelectedState } from '../../stores/session';
import {
  selectRetailer,
  setDefaultHomePage,
  setDeliveryAddress,
  setStoreOpenStatus,
} from '../../stores/storeContext';
import { useStores } from '../../stores/StoresProvider';
import { useClock } from './now';

export type StoreSwitchActor = ActorRefFrom<typeof storeSwitchMachine>;

/** Query keys whose data depends on the chosen store (spec 4.4 "page data"). */
const STORE_SCOPED_KEYS = new Set(['specials', 'products', 'search']);

/**
 * Page data read this long before the refresh's reference time is what the refresh would fetch
 * again: on first load the reference is the page's navigation (the server read the data while
 * rendering it: asking again would only re-render the hydrated page with the same data), after a
 * switch it is the refresh itself (the page has just asked for the new store's data).
 */
export const PAGE_DATA_FRESH_MS = 5_000;

/** What the actor needs from React land; refreshed on every render of a user of the actor. */
/** The page's world: navigation, the shop path and the clock (pinned in stories, spec 4.10). */
type Deps = { navigate(path: string): void; shopPath: string; now(): Dayjs };

type Entry = { actor: StoreSwitchActor; setDeps(next: Deps): void };

const entries = new WeakMap<Stores, Entry>();

/** The store context fields a switch sets (spec §3 Store context, 2.6, 4.6). */
function applyRetailer(
  stores: Stores,
  request: SwitchRequest,
  retailer: Retailer,
  now: Dayjs,
): void {
  selectRetailer(stores.storeContext, {
    retailerId: request.retailerId,
    retailerName: retailer.name.trim() || retailer.retailerName.trim(),
    address: retailer.address,
    addressObject: retailer.addressObject,
    menuType: request.menuType,
    orderType: request.orderType,
    storeOpenStatus: isOpenForPickup(retailer, now),
  });
  if (request.orderType === 'DELIVERY') {
    setDeliveryAddress(stores.storeContext, request.deliveryAddress);
  }
  setSessionData(stores.session, {
    canSelectedRetailerId: request.retailerId,
    canMenuType: request.menuType,
  });
}

/** Re-reads the chosen store (its open status may have changed) and its page data (spec 4.4). */
async function refreshPageData(
  stores: Stores,
  queryClient: QueryClient,
  client: ApiClient,
  now: () => Dayjs,
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
  const retailer = await queryClient.fetchQuery(retailerQuery(retailerId, client));
  if (retailer !== null && stores.storeContext.retailerId === retailerId) {
    setStoreOpenStatus(stores.storeContext, isOpenForPickup(retailer, now()));
  }
}

function createEntry(stores: Stores, queryClient: QueryClient, client: ApiClient): Entry {
  let deps: Deps = { navigate: () => {}, shopPath: '/shop', now: () => dayjs() };
  // The machine's first refresh is the first-load one (spec 4.4).
  let firstLoad = true;
  const machine = storeSwitchMachine.provide({
    actors: {
      switchRetailer: fromPromise<Retailer, SwitchRequest>(async ({ input, signal }) => {
        const retailer = await queryClient.fetchQuery({
          ...retailerQuery(input.retailerId, client),
          staleTime: 0,
        });
        if (signal.aborted || retailer === null) throw new Error('Store not found');
        return retailer;
      }),
    },
    actions: {
      applySwitch: (_, { request, retailer }) => {
        applyRetailer(stores, request, retailer, deps.now());
        closeOverlay(stores.overlays, 'storePreference');
        // From a store page the shopper asked to shop there: take them to the menu.
        if (request.from === 'card') deps.navigate(deps.shopPath);
      },
      alertSameLocation: () => {
        toastNotify.info(`You are already shopping at ${stores.storeContext.retailerName}.`);
      },
      reportSwitchFailure: (_, { error }) => announceError(error, toastNotify),
      refreshPageData: () => {
        const reference = firstLoad ? performance.timeOrigin : Date.now();
        firstLoad = false;
        refreshPageData(stores, queryClient, client, deps.now, reference).catch((error: unknown) =>
          announceError(error, toastNotify),
        );
      },
      saveStateChoice: (_, { stateCode }) => setUserSelectedState(stores.session, stateCode),
      setDefaultHomePage: (_, { value }) => setDefaultHomePage(stores.storeContext, value),
    },
  });
  const { storeContext, session } = stores;
  const actor = createActor(machine, {
    input: {
      current: {
        retailerId: storeContext.retailerId,
        menuType: storeContext.menuType,
        orderType: storeContext.orderType,
      },
      stateCode: session.canUserSelectedState === '' ? null : session.canUserSelectedState,
      deliveryAddress: storeContext.selectedDeliveryAddress,
    },
  });
  // Changes made elsewhere (initial session data, the preview toolbar) reach the machine too.
  subscribe(storeContext, () =>
    actor.send({
      type: 'CONTEXT.CHANGED',
      current: {
        retailerId: storeContext.retailerId,
        menuType: storeContext.menuType,
        orderType: storeContext.orderType,
      },
    }),
  );
  actor.start();
  return {
    actor,
    setDeps: (next) => {
      deps = next;
    },
  };
}

/** The shared store-switch actor of the nearest StoresProvider, started on first use. */
export function useStoreSwitchActor(): StoreSwitchActor {
  const stores = useStores();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const navigate = useNavigate();
  const shopPath = useShopPath();
  const now = useClock();
  let entry = entries.get(stores);
  if (entry === undefined) {
    entry = createEntry(stores, queryClient, client);
    entries.set(stores, entry);
  }
  const { setDeps } = entry;
  useEffect(() => {
    setDeps({
      navigate: (path) => {
        void navigate(path);
      },
      shopPath,
      now,
    });
  }, [setDeps, navigate, shopPath, now]);
  return entry.actor;
}
