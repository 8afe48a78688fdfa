/**
 * The store-switch machine's types, timings and starting context, without XState: the views read
 * the starting context until the machine is loaded on first use (storeSwitch.machine.ts).
 */
import type { MenuType, OrderType } from '../schemas';

/** The store the shopper is on: what the store context holds right now. */
export type StoreSelection = { retailerId: string; menuType: MenuType; orderType: OrderType };

/** Where a menu-type button was pressed: the preference drawer/popup or a store card on a page. */
export type SwitchSource = 'selector' | 'card';

export type SwitchRequest = StoreSelection & {
  /** The address typed on the Delivery tab; '' for pickup and curbside. */
  deliveryAddress: string;
  from: SwitchSource;
};

export type StoreSwitchInput = {
  current: StoreSelection;
  /** The state chosen earlier (canUserSelectedState); null before any choice. */
  stateCode?: string | null;
  /** The delivery address already known (selectedDeliveryAddress). */
  deliveryAddress?: string;
  /** The first-load refresh (spec 4.4) already ran: the app starts the machine on first use. */
  firstLoadRefreshed?: boolean;
};

/** Spec §9: retailer refresh delay 100 ms, navigation skeleton 3000 ms, store search debounce 600 ms. */
export const STORE_SWITCH_TIMING = { refreshMs: 100, navSkeletonMs: 3000, searchDebounceMs: 600 };

export type StoreSwitchContext = {
  current: StoreSelection;
  /** The state chosen in the selector (spec 4.2). */
  stateCode: string | null;
  /** Spec 4.2: the current retailer, when the chosen state is its state. */
  preselectedRetailerId: string | null;
  /** The selector's order-type tab, already mapped (CURBSIDE → CURBSIDE_PICKUP, spec 4.1). */
  orderType: OrderType;
  /** What the shopper typed in "Search by Store Name". */
  searchInput: string;
  /** The search applied to the list, 600 ms after the last keystroke. */
  searchTerm: string;
  deliveryAddress: string;
  /** The Delivery tab shows the address form until an address is submitted. */
  deliveryConfirmed: boolean;
  /** The switch in flight: its card button reads "Loading..." (spec 4.3). */
  pending: SwitchRequest | null;
  firstLoadRefreshed: boolean;
};

export type StoreSwitchEvent =
  | { type: 'SELECTOR.OPENED' }
  | { type: 'STATE.SELECT'; stateCode: string; currentRetailerStateCode: string | null }
  | { type: 'ORDER_TYPE.SELECT'; orderType: OrderType }
  | { type: 'SEARCH.INPUT'; term: string }
  | { type: 'DELIVERY.SUBMIT'; address: string }
  | { type: 'STORE.CHOOSE'; retailerId: string; menuType: MenuType; from: SwitchSource }
  /** The store context changed outside the machine (another tab of the app, initial session data). */
  | { type: 'CONTEXT.CHANGED'; current: StoreSelection }
  /** The new store's navigation data has arrived: the skeleton may end before its 3 s. */
  | { type: 'NAV.DATA_READY' }
  /** "Select a Store" was chosen in the header (spec 2.6). */
  | { type: 'HOME.DEFAULT_CHOSEN' }
  /** A navigation link was clicked (spec 4.4). */
  | { type: 'NAVIGATED' }
  | { type: 'RETAILER.CHANGED'; retailerId: string; previousRetailerId: string };

/** What the machine holds when it starts, and what the views show until it has loaded. */
export function initialStoreSwitchContext(input: StoreSwitchInput): StoreSwitchContext {
  return {
    current: { ...input.current },
    stateCode: input.stateCode ?? null,
    preselectedRetailerId: null,
    orderType: input.current.orderType,
    searchInput: '',
    searchTerm: '',
    deliveryAddress: input.deliveryAddress ?? '',
    deliveryConfirmed: false,
    pending: null,
    firstLoadRefreshed: input.firstLoadRefreshed ?? false,
  };
}

/**
 * The default-home-page flag (spec 2.6, 4.4): "Select a Store" or "Not now" sets it, and every
 * navigation resets it from the retailerId. It depends on no state of the machine, so the app
 * applies it without loading the machine too.
 */
export function defaultHomePageAfter(
  event: Extract<StoreSwitchEvent, { type: 'HOME.DEFAULT_CHOSEN' | 'NAVIGATED' }>,
  current: StoreSelection,
): boolean {
  return event.type === 'HOME.DEFAULT_CHOSEN' || current.retailerId !== '';
}
