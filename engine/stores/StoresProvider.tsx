import { createContext, useContext, type ReactNode } from 'react';
import type { Stores } from './createStores';

const StoresContext = createContext<Stores | null>(null);
const SettledContext = createContext(true);

/**
 * Each app, story or test passes its own stores, so nothing is shared by accident. `settled` is
 * false while hydrating server HTML: the stores are then the server's (a guest with no store),
 * standing in until the shopper's stored ones replace them (engine/app/App.tsx).
 */
export function StoresProvider({
  stores,
  settled = true,
  children,
}: {
  stores: Stores;
  settled?: boolean;
  children: ReactNode;
}) {
  return (
    <StoresContext.Provider value={stores}>
      <SettledContext.Provider value={settled}>{children}</SettledContext.Provider>
    </StoresContext.Provider>
  );
}

/**
 * Whether the stores hold the shopper's own state yet. Decisions about who the shopper is (a
 * guest asked to sign in, say) wait for it: during hydration everybody looks like a guest.
 */
export function useStoresSettled(): boolean {
  return useContext(SettledContext);
}

/** The stores of the nearest StoresProvider; read them with useSnapshot, change them with actions. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  // A missing provider is a wiring mistake; failing loudly beats silently using a stray store.
  if (stores === null) throw new Error('useStores() needs a <StoresProvider> above it.');
  return stores;
}
