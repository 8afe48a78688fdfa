import { useEffect, useSyncExternalStore } from 'react';
import type * as storeHoursAt from './storeHoursAt';

/** The store-hours reader: the date library and the hours rules, a chunk of their own. */
export type StoreHoursAt = typeof storeHoursAt;

let loaded: StoreHoursAt | null = null;
let pending: Promise<StoreHoursAt> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the reader once (a first visit, with no store chosen, never needs it). The
 * server and a page hydrating a chosen store's hours call it before rendering; a failed download
 * is tried again on the next call.
 */
export function loadStoreHours(): Promise<StoreHoursAt> {
  pending ??= import('./storeHoursAt').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => loaded;

/**
 * The reader once loaded, else null (the view shows its loading state meanwhile); fetched when
 * `wanted` (a store is chosen). Renders that already have it (the server's, a hydration that
 * preloaded it) read it at once.
 */
export function useStoreHours(wanted: boolean): StoreHoursAt | null {
  const reader = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    // A failed download leaves the loading state; the next store change asks again.
    if (wanted && reader === null) loadStoreHours().catch(() => undefined);
  }, [wanted, reader]);
  return reader;
}
