import { useSyncExternalStore } from 'react';

/**
 * Code a component needs only once the shopper opens something (a dropdown's panel, a dialog, a
 * search box's suggestions): fetched on the first sign of intent, not with the page. Variants and
 * ui cannot reach engine/registry's preloadableLazy (the layer rules), and need no Suspense here:
 * until the module is there they render the closed state, which needs none of it.
 */
export type LazyPart<M> = {
  /** Fetches the module once (again after a failed download); resolves with it. */
  load(): Promise<M>;
  /** The module once fetched, else null. */
  readonly current: M | null;
  subscribe(listener: () => void): () => void;
};

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let current: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => {
          current = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    get current() {
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The part's module once fetched, else null. Always null on the server and while hydrating, so
 * the server's HTML and the first client render agree however early the part arrived.
 */
export function useLazyPart<M>(part: LazyPart<M>): M | null {
  return useSyncExternalStore(
    part.subscribe,
    () => part.current,
    () => null,
  );
}
