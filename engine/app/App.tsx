import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { subscribe } from 'valtio';
import { storeSelectionCookie } from '../site/storeCookie';
import { createStoredStores, type Stores } from '../stores/createStores';
import { storeSelectionOf } from '../stores/storeSelection';
import { browserSessionStorage, pageStorageIsolated } from '../stores/storage';
import { NowProvider } from '../hydration/now';
import { AppRouter } from './AppRouter';
import { AnalyticsRoot } from '../shell/AnalyticsRoot';
import { AppShell } from './AppShell';
import { DeferHydrationContext } from '../hydration/HydrateOnView';

export function App({
  queryClient,
  stores: firstStores,
  storedAfterHydration,
  hydrating = false,
  serverNow = null,
  clientTools = null,
}: {
  queryClient: QueryClient;
  stores: Stores;
  /**
   * Hydrating server HTML: `stores` are the server's (nothing stored), and the shopper's stored
   * stores (this storage) replace them once the page has hydrated.
   */
  storedAfterHydration: Storage | null;
  /** The first render hydrates server HTML (content below the fold may then hydrate late). */
  hydrating?: boolean;
  /** Hydrating: the server's wall clock when it rendered the page (server/render). */
  serverNow?: string | null;
  /** Browser-only tools shown after hydration (the mocked mode's preview toolbar). */
  clientTools?: ReactNode;
  apiBaseUrl: string;
}) {
  const [stores, setStores] = useState(firstStores);
  // Store hours hydrate at the server's time, then follow the shopper's clock.
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (now !== null) startTransition(() => setNow(null));
  }, [now]);
  const swapped = useRef(false);
  useEffect(() => {
    if (storedAfterHydration === null || swapped.current) return;
    // In a task of its own, not inside the hydration's effects: reading storage and building the
    // stores is their largest piece of our own work (total blocking time).
    const swap = setTimeout(() => {
      swapped.current = true;
      // Async: what storage holds is checked by schemas that load only when something is stored.
      void createStoredStores(undefined, {
        storage: storedAfterHydration,
        sessionStorage: browserSessionStorage(),
      }).then((stored) => {
        // A transition: parts of the page still hydrating (lazy chunks on their way) finish
        // hydrating with the server's values first, so nothing mismatches.
        startTransition(() => setStores(stored));
        firstStores.dispose();
      });
    }, 0);
    return () => clearTimeout(swap);
  }, [firstStores, storedAfterHydration]);
  // The page answers the shopper from here on (server HTML ignores clicks until then): said on
  // <html data-interactive> for scripts and journeys that drive the page.
  const interactive = storedAfterHydration === null || stores !== firstStores;
  useEffect(() => {
    if (interactive) document.documentElement.dataset.interactive = '';
  }, [interactive]);
  // In an effect: the server renders App too, and it has no window or other tabs.
  useEffect(() => stores.listenToOtherTabs(window), [stores]);
  // The chosen store travels to the server in a cookie, so the next page renders with it (not
  // from a studio preview frame: its shopper is played, and cookies reach the editor's own tabs).
  useEffect(() => {
    if (pageStorageIsolated()) return;
    const record = () => {
      document.cookie = storeSelectionCookie(storeSelectionOf(stores.storeContext));
    };
    record();
    return subscribe(stores.storeContext, record);
  }, [stores]);
  return (
    // Hydrating, content below the fold keeps the server's HTML until the shopper nears it.
    <DeferHydrationContext.Provider value={hydrating}>
      <NowProvider at={now}>
        <AppShell
          queryClient={queryClient}
          stores={stores}
          clientTools={
            <>
              {/* Measurement and consent start once the page answers the shopper: their code
                  never competes with hydration. */}
              {interactive && <AnalyticsRoot />}
              {clientTools}
            </>
          }
        >
          <AppRouter />
        </AppShell>
      </NowProvider>
    </DeferHydrationContext.Provider>
  );
}
