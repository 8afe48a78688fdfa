/**
 * The store-switch machine at work for one set of stores. storeSwitch.ts loads this module with
 * the first event or store change, so XState is not part of a page's first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  storeSwitchMachine,
  type StoreSwitchEvent,
  type StoreSwitchInput,
  type SwitchRequest,
} from '../../../machines/storeSwitch.machine';
import type { Retailer } from '../../../schemas';
import type { ApiClient } from '../../api/client';
import { announceError } from '../../api/mutation';
import { retailerQuery } from '../../api/queries';
import { toastNotify } from '../../api/toastNotify';
import type { Stores } from '../../stores/createStores';
import { closeOverlay } from '../../stores/overlays';
import { setSessionData, setUserSelectedState } from '../../stores/session';
import { selectRetailer, setDefaultHomePage, setDeliveryAddress } from '../../stores/storeContext';
import { isOpenAt } from './storeHoursAt';
import type { StoreSwitchDeps, StoreSwitchView } from './storeSwitchView';

export type StoreSwitchWorld = {
  stores: Stores;
  queryClient: QueryClient;
  client: ApiClient;
  /** The page's latest navigation, shop path and clock. */
  deps(): StoreSwitchDeps;
  /** Spec 4.4's refresh, which knows whether it is the first-load one. */
  refreshPageData(): void;
};

/** The store context fields a switch sets (spec §3 Store context, 2.6, 4.6). */
function applyRetailer(
  stores: Stores,
  request: SwitchRequest,
  retailer: Retailer,
  nowPin: string | null,
): void {
  selectRetailer(stores.storeContext, {
    retailerId: request.retailerId,
    retailerName: retailer.name.trim() || retailer.retailerName.trim(),
    address: retailer.address,
    addressObject: retailer.addressObject,
    menuType: request.menuType,
    orderType: request.orderType,
    storeOpenStatus: isOpenAt(retailer, nowPin),
  });
  if (request.orderType === 'DELIVERY') {
    setDeliveryAddress(stores.storeContext, request.deliveryAddress);
  }
  setSessionData(stores.session, {
    canSelectedRetailerId: request.retailerId,
    canMenuType: request.menuType,
  });
}

const viewOf = (snapshot: SnapshotFrom<typeof storeSwitchMachine>): StoreSwitchView => ({
  context: snapshot.context,
  navSkeletonShown: snapshot.matches({ navSkeleton: 'shown' }),
});

/** Starts the machine; `show` gets each view that differs from the last. Returns its send. */
export function startStoreSwitch(
  world: StoreSwitchWorld,
  input: StoreSwitchInput,
  show: (view: StoreSwitchView) => void,
): (event: StoreSwitchEvent) => void {
  const { stores, queryClient, client } = world;
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
        const deps = world.deps();
        applyRetailer(stores, request, retailer, deps.nowPin);
        closeOverlay(stores.overlays, 'storePreference');
        // From a store page the shopper asked to shop there: take them to the menu.
        if (request.from === 'card') deps.navigate(deps.shopPath);
      },
      alertSameLocation: () => {
        toastNotify.info(`You are already shopping at ${stores.storeContext.retailerName}.`);
      },
      reportSwitchFailure: (_, { error }) => announceError(error, toastNotify),
      refreshPageData: () => world.refreshPageData(),
      saveStateChoice: (_, { stateCode }) => setUserSelectedState(stores.session, stateCode),
      setDefaultHomePage: (_, { value }) => setDefaultHomePage(stores.storeContext, value),
    },
  });
  const actor = createActor(machine, { input });
  let last: StoreSwitchView | null = null;
  const update = () => {
    const next = viewOf(actor.getSnapshot());
    if (last?.context === next.context && last.navSkeletonShown === next.navSkeletonShown) return;
    last = next;
    show(next);
  };
  actor.subscribe(update);
  actor.start();
  update();
  return (event) => actor.send(event);
}
