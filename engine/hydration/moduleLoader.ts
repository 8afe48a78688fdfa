import { useEffect, useSyncExternalStore } from 'react';

export type ModuleLoader<T> = {
  /** Fetches the module once; a failed download is tried again on the next call. */
  load(): Promise<T>;
  /**
   * The module once loaded, else null; fetched when `wanted`. Renders that already have it (the
   * server's, a hydration that preloaded it) read it at once, so they match.
   */
  use(wanted: boolean): T | null;
};

/**
 * A chunk of its own that a render needs synchronously where it is needed at all: the server and
 * a hydration that will need it load it before rendering (engine/app/serverState), and a page
 * that needs it later shows its loading state until it comes.
 */
export function moduleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (pending ??= importModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  return {
    load,
    use(wanted) {
      const module = useSyncExternalStore(subscribe, current, current);
      useEffect(() => {
        // A failed download leaves the loading state; the next wanted render asks again.
        if (wanted && module === null) load().catch(() => undefined);
      }, [wanted, module]);
      return module;
    },
  };
}
