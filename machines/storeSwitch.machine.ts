/**
 * Store switching (spec 4.1–4.4, 2.6, 2.11, §9 "Stores and location"): the preference selector's
 * own choices (state, order type, name search), the switch request with its loading state, the
 * location alert, the page-data refresh 100 ms after a retailer change (and on first load), the
 * 3 s navigation skeleton and the default-home-page flag.
 *
 * The outside world comes in through input, events and provided actions/actors, so the machine
 * never touches stores, queries or timers of its own; tests drive it with a SimulatedClock.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import type { MenuType, Retailer } from '../schemas';
import {
  STORE_SWITCH_TIMING,
  defaultHomePageAfter,
  initialStoreSwitchContext,
  type StoreSwitchContext,
  type StoreSwitchEvent,
  type StoreSwitchInput,
  type SwitchRequest,
  type SwitchSource,
} from './storeSwitchContext';

export * from './storeSwitchContext';

/** Spec 4.3: from a store card the switch uses PICKUP; in the selector, the chosen tab. */
function requestFor(
  context: StoreSwitchContext,
  event: { retailerId: string; menuType: MenuType; from: SwitchSource },
): SwitchRequest {
  const orderType = event.from === 'card' ? 'PICKUP' : context.orderType;
  return {
    retailerId: event.retailerId,
    menuType: event.menuType,
    orderType,
    deliveryAddress: orderType === 'DELIVERY' ? context.deliveryAddress : '',
    from: event.from,
  };
}

/** The request in flight; switching is only entered with one, the fallback only satisfies the types. */
function pendingRequest(context: StoreSwitchContext): SwitchRequest {
  return context.pending ?? { ...context.current, deliveryAddress: '', from: 'selector' };
}

export const storeSwitchMachine = setup({
  types: {
    context: {} as StoreSwitchContext,
    events: {} as StoreSwitchEvent,
    input: {} as StoreSwitchInput,
  },
  delays: {
    REFRESH: STORE_SWITCH_TIMING.refreshMs,
    NAV_SKELETON: STORE_SWITCH_TIMING.navSkeletonMs,
    SEARCH_DEBOUNCE: STORE_SWITCH_TIMING.searchDebounceMs,
  },
  actors: {
    /** Loads the chosen store and rejects when it does not exist. Replaced with .provide() in the app. */
    switchRetailer: fromPromise<Retailer, SwitchRequest>(async () => {
      throw new Error('switchRetailer is provided by the app');
    }),
  },
  actions: {
    /** Writes the new store into the store context and closes the selector. */
    applySwitch: (_, _params: { request: SwitchRequest; retailer: Retailer }) => {},
    /** Spec 4.3: "Clicking the current retailer with the same menu type shows a location alert." */
    alertSameLocation: (_, _params: { retailerId: string }) => {},
    reportSwitchFailure: (_, _params: { request: SwitchRequest; error: unknown }) => {},
    /** Spec 4.4: re-reads the page data of the chosen store. */
    refreshPageData: () => {},
    /** Spec 4.2: the chosen state is kept locally as canUserSelectedState. */
    saveStateChoice: (_, _params: { stateCode: string }) => {},
    setDefaultHomePage: (_, _params: { value: boolean }) => {},
    keepSearchInput: assign(({ event }) =>
      event.type === 'SEARCH.INPUT' ? { searchInput: event.term } : {},
    ),
  },
  guards: {
    isCurrentSelection: ({ context }, params: { request: SwitchRequest }) =>
      params.request.retailerId === context.current.retailerId &&
      params.request.menuType === context.current.menuType &&
      params.request.orderType === context.current.orderType,
    isNewRetailer: ({ event }) =>
      event.type === 'RETAILER.CHANGED' && event.retailerId !== event.previousRetailerId,
    /** Spec 4.4: the skeleton shows only when the id changes from a previous one. */
    isFromPreviousRetailer: ({ event }) =>
      event.type === 'RETAILER.CHANGED' &&
      event.previousRetailerId !== '' &&
      event.previousRetailerId !== event.retailerId,
  },
}).createMachine({
  id: 'storeSwitch',
  type: 'parallel',
  context: ({ input }) => initialStoreSwitchContext(input),
  on: {
    'SELECTOR.OPENED': {
      actions: assign(({ context }) => ({
        orderType: context.current.orderType,
        deliveryConfirmed: false,
        searchInput: '',
        searchTerm: '',
      })),
    },
    'STATE.SELECT': {
      actions: [
        assign(({ context, event }) => ({
          stateCode: event.stateCode,
          orderType: 'PICKUP' as const,
          deliveryConfirmed: false,
          preselectedRetailerId:
            event.currentRetailerStateCode !== null &&
            event.stateCode === event.currentRetailerStateCode &&
            context.current.retailerId !== ''
              ? context.current.retailerId
              : null,
        })),
        { type: 'saveStateChoice', params: ({ event }) => ({ stateCode: event.stateCode }) },
      ],
    },
    'ORDER_TYPE.SELECT': {
      actions: assign(({ event }) => ({ orderType: event.orderType, deliveryConfirmed: false })),
    },
    'DELIVERY.SUBMIT': {
      actions: assign(({ event }) => ({ deliveryAddress: event.address, deliveryConfirmed: true })),
    },
    'CONTEXT.CHANGED': [
      {
        guard: ({ context, event }) => event.current.retailerId !== context.current.retailerId,
        actions: [
          raise(({ context, event }) => ({
            type: 'RETAILER.CHANGED' as const,
            retailerId: event.current.retailerId,
            previousRetailerId: context.current.retailerId,
          })),
          assign(({ event }) => ({ current: { ...event.current } })),
        ],
      },
      { actions: assign(({ event }) => ({ current: { ...event.current } })) },
    ],
    'HOME.DEFAULT_CHOSEN': {
      actions: {
        type: 'setDefaultHomePage',
        params: ({ context, event }) => ({ value: defaultHomePageAfter(event, context.current) }),
      },
    },
    NAVIGATED: {
      actions: {
        type: 'setDefaultHomePage',
        params: ({ context, event }) => ({ value: defaultHomePageAfter(event, context.current) }),
      },
    },
  },
  states: {
    search: {
      initial: 'idle',
      states: {
        idle: { on: { 'SEARCH.INPUT': { target: 'debouncing', actions: 'keepSearchInput' } } },
        debouncing: {
          // Each keystroke re-enters, which restarts the 600 ms.
          on: {
            'SEARCH.INPUT': { target: 'debouncing', reenter: true, actions: 'keepSearchInput' },
          },
          after: {
            SEARCH_DEBOUNCE: {
              target: 'idle',
              actions: assign(({ context }) => ({ searchTerm: context.searchInput })),
            },
          },
        },
      },
    },
    switch: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'STORE.CHOOSE': [
              {
                guard: {
                  type: 'isCurrentSelection',
                  params: ({ context, event }) => ({ request: requestFor(context, event) }),
                },
                actions: {
                  type: 'alertSameLocation',
                  params: ({ event }) => ({ retailerId: event.retailerId }),
                },
              },
              {
                target: 'switching',
                actions: assign(({ context, event }) => ({ pending: requestFor(context, event) })),
              },
            ],
          },
        },
        switching: {
          invoke: {
            src: 'switchRetailer',
            input: ({ context }) => pendingRequest(context),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'applySwitch',
                  params: ({ context, event }) => ({
                    request: pendingRequest(context),
                    retailer: event.output,
                  }),
                },
                raise(({ context }) => ({
                  type: 'RETAILER.CHANGED' as const,
                  retailerId: pendingRequest(context).retailerId,
                  previousRetailerId: context.current.retailerId,
                })),
                assign(({ context }) => {
                  const { retailerId, menuType, orderType } = pendingRequest(context);
                  return { current: { retailerId, menuType, orderType }, pending: null };
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'reportSwitchFailure',
                  params: ({ context, event }) => ({
                    request: pendingRequest(context),
                    error: event.error,
                  }),
                },
                assign({ pending: null }),
              ],
            },
          },
        },
      },
    },
    refresh: {
      // Spec 4.4: page data is also refreshed on first load, unless that ran before the machine.
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: ({ context }) => context.firstLoadRefreshed, target: 'idle' },
            { target: 'scheduled' },
          ],
        },
        idle: { on: { 'RETAILER.CHANGED': { guard: 'isNewRetailer', target: 'scheduled' } } },
        scheduled: {
          on: {
            'RETAILER.CHANGED': { guard: 'isNewRetailer', target: 'scheduled', reenter: true },
          },
          after: { REFRESH: { target: 'idle', actions: 'refreshPageData' } },
        },
      },
    },
    navSkeleton: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'RETAILER.CHANGED': { guard: 'isFromPreviousRetailer', target: 'shown' } },
        },
        shown: {
          on: {
            'RETAILER.CHANGED': { guard: 'isFromPreviousRetailer', target: 'shown', reenter: true },
            'NAV.DATA_READY': 'hidden',
          },
          after: { NAV_SKELETON: 'hidden' },
        },
      },
    },
  },
});
