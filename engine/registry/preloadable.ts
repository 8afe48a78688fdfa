import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { trackDownload } from './downloadsInFlight';

type VariantModule<P> = { default: ComponentType<P> };

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy whose module can be fetched before React first renders it (preloadVariant). Once
 * fetched, the factory answers with a thenable that resolves at once, which React.lazy reads
 * synchronously: the variant renders in the same pass instead of suspending. Hydrating server
 * HTML, a suspended variant would leave its boundary waiting, and the first store update to reach
 * it (valtio updates are synchronous) makes React drop the server's HTML for the skeleton: a
 * layout shift on every page.
 */
export function preloadableLazy<P>(
  load: () => Promise<VariantModule<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: VariantModule<P> | null = null;
  let pending: Promise<VariantModule<P>> | null = null;
  const fetchModule = () =>
    (pending ??= trackDownload(load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download is tried again the next time, not remembered.
        pending = null;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (loaded === null) return fetchModule();
    const ready = loaded;
    // Only then() is called on it (react's lazyInitializer); calling back at once settles it.
    const settled = { then: (resolve: (module: VariantModule<P>) => void) => resolve(ready) };
    return settled as unknown as Promise<VariantModule<P>>;
  });
  loaders.set(component, fetchModule);
  return component;
}

/** Fetches a variant made with preloadableLazy; other components resolve at once. */
export function preloadVariant(component: object): Promise<unknown> {
  return loaders.get(component)?.() ?? Promise.resolve();
}
