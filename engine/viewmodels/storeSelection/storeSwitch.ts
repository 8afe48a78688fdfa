/**
 * The one store switch per set of stores: the header's skeleton, the preference selector, the
 * store pages and the prompts all talk to it. Keyed by the Stores object, so every story and test
 * (fresh stores) gets a fresh one and nothing leaks between them.
 *
 * The store-switch machine (and XState) loads with the first event or store change
 * (storeSwitchRuntime.ts): until then nothing can have moved it from its starting context, so the
 * views read that, and spec 4.4's first-load refresh runs without it. The server's render and the
 * browser's hydration read the starting context whatever has loaded meanwhile.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { subscribe } from 'valtio';
import {
  STORE_SWITCH_TIMING,
  defaultHomePageAfter,
  initialStoreSwitchContext,
  type StoreSelection,
  type StoreSwitchEvent,
  type StoreSwitchInput,
} from '../../../machines/storeSwitchContext';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/client';
import { announceError } from '../../api/mutation';
import { toastNotify } from '../../api/toastNotify';
import { useShopPath } from '../../site/useShopPath';
import type { Stores } from '../../stores/createStores';
import { setDefaultHomePage } from '../../stores/storeContext';
import { useStores } from '../../stores/StoresProvider';
import { useNowPin } from '../../hydration/now';
import { refreshPageData } from './pageDataRefresh';
import type { startStoreSwitch } from './storeSwitchRuntime';
import type { StoreSwitchDeps, StoreSwitchView } from './storeSwitchView';

export type StoreSwitch = { send(event: StoreSwitchEvent): void };

type Handle = StoreSwitch & {
  view(): StoreSwitchView;
  /** The starting view: what the server rendered. */
  readonly startView: StoreSwitchView;
  subscribe(listener: () => void): () => void;
  setDeps(next: StoreSwitchDeps): void;
  /** Starts the machine now, from a view that is made of its choices and imports it. */
  start(runtime: typeof startStoreSwitch): void;
  /** Spec 4.4: page data is refreshed on first load too. Browser only; once. */
  scheduleFirstLoadRefresh(): void;
};

const handles = new WeakMap<Stores, Handle>();

const sameSelection = (a: StoreSelection, b: StoreSelection) =>
  a.retailerId === b.retailerId && a.menuType === b.menuType && a.orderType === b.orderType;

function createHandle(stores: Stores, queryClient: QueryClient, client: ApiClient): Handle {
  const { storeContext, session } = stores;
  let deps: StoreSwitchDeps = { navigate: () => {}, shopPath: '/shop', nowPin: null };
  const selection = (): StoreSelection => ({
    retailerId: storeContext.retailerId,
    menuType: storeContext.menuType,
    orderType: storeContext.orderType,
  });
  let input: StoreSwitchInput = {
    current: selection(),
    stateCode: session.canUserSelectedState === '' ? null : session.canUserSelectedState,
    deliveryAddress: storeContext.selectedDeliveryAddress,
  };
  const startView: StoreSwitchView = {
    context: initialStoreSwitchContext(input),
    navSkeletonShown: false,
  };
  let view = startView;
  const listeners = new Set<() => void>();
  const show = (next: StoreSwitchView) => {
    view = next;
    listeners.forEach((listener) => listener());
  };

  let firstLoad: 'waiting' | 'scheduled' | 'done' = 'waiting';
  let firstLoadTimer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    // The first refresh compares with the page's navigation, later ones with the refresh itself.
    const reference = firstLoad === 'done' ? Date.now() : performance.timeOrigin;
    firstLoad = 'done';
    refreshPageData(stores, queryClient, client, deps.nowPin, reference).catch((error: unknown) =>
      announceError(error, toastNotify),
    );
  };

  let send: ((event: StoreSwitchEvent) => void) | null = null;
  let loading = false;
  const queue: StoreSwitchEvent[] = [];
  const start = (runtime: typeof startStoreSwitch) => {
    if (send !== null) return;
    // A first-load refresh still to come is the machine's to make.
    clearTimeout(firstLoadTimer);
    const world = { stores, queryClient, client, deps: () => deps, refreshPageData: refresh };
    const firstLoadRefreshed = firstLoad === 'done';
    send = runtime(world, { ...input, firstLoadRefreshed }, show);
    queue.splice(0).forEach(send);
  };
  const load = () => {
    if (loading) return;
    loading = true;
    import('./storeSwitchRuntime')
      .then(({ startStoreSwitch }) => start(startStoreSwitch))
      .catch((error: unknown) => {
        loading = false;
        announceError(error, toastNotify);
      });
  };
  const dispatch = (event: StoreSwitchEvent) => {
    if (send !== null) return send(event);
    if (event.type === 'HOME.DEFAULT_CHOSEN' || event.type === 'NAVIGATED') {
      // The machine would only set the flag: set at once, it needs no download.
      setDefaultHomePage(storeContext, defaultHomePageAfter(event, selection()));
      return;
    }
    queue.push(event);
    load();
  };

  // Changes made elsewhere (initial session data, the preview toolbar) reach the machine too. A
  // new store needs it (refresh, skeleton); a new menu or order type only changes where it starts.
  let known = input.current;
  subscribe(storeContext, () => {
    const next = selection();
    if (sameSelection(next, known)) return;
    const newStore = next.retailerId !== known.retailerId;
    known = next;
    if (send === null && !loading && !newStore) {
      input = { ...input, current: next };
      show({ context: initialStoreSwitchContext(input), navSkeletonShown: false });
      return;
    }
    dispatch({ type: 'CONTEXT.CHANGED', current: next });
  });

  return {
    send: dispatch,
    view: () => view,
    startView,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDeps: (next) => {
      deps = next;
    },
    start,
    scheduleFirstLoadRefresh: () => {
      if (firstLoad !== 'waiting' || loading || send !== null) return;
      firstLoad = 'scheduled';
      firstLoadTimer = setTimeout(refresh, STORE_SWITCH_TIMING.refreshMs);
    },
  };
}

function useHandle(): Handle {
  const stores = useStores();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const navigate = useNavigate();
  const shopPath = useShopPath();
  const nowPin = useNowPin();
  let handle = handles.get(stores);
  if (handle === undefined) {
    handle = createHandle(stores, queryClient, client);
    handles.set(stores, handle);
  }
  const { setDeps, scheduleFirstLoadRefresh } = handle;
  useEffect(() => {
    setDeps({
      navigate: (path) => {
        void navigate(path);
      },
      shopPath,
      nowPin,
    });
  }, [setDeps, navigate, shopPath, nowPin]);
  useEffect(scheduleFirstLoadRefresh, [scheduleFirstLoadRefresh]);
  return handle;
}

/** The store switch of the nearest StoresProvider: send it the machine's events. */
export function useStoreSwitch(): StoreSwitch {
  return useHandle();
}

/**
 * The store switch for views made of the machine's choices (the selector, the store picker, the
 * store pages): `runtime` is imported by their own chunk, and the machine runs from their first
 * effect, before the shopper can type a search or press a card's button.
 */
export function useRunningStoreSwitch(runtime: typeof startStoreSwitch): StoreSwitch {
  const handle = useHandle();
  const { start } = handle;
  useEffect(() => start(runtime), [start, runtime]);
  return handle;
}

/**
 * Reads the store switch's view. `select` must return a value that only changes with the view
 * (a field, a flag), as a selector of useSyncExternalStore.
 */
export function useStoreSwitchView<T>(select: (view: StoreSwitchView) => T): T {
  const handle = useHandle();
  return useSyncExternalStore(
    handle.subscribe,
    () => select(handle.view()),
    () => select(handle.startView),
  );
}
