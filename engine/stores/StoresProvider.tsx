import { createContext, useContext, type ReactNode } from 'react';
import type { Stores } from './createStores';

const StoresContext = createContext<Stores | null>(null);

/** Each app, story or test passes its own stores, so nothing is shared by accident. */
export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The stores of the nearest StoresProvider; read them with useSnapshot, change them with actions. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  // A missing provider is a wiring mistake; failing loudly beats silently using a stray store.
  if (stores === null) throw new Error('useStores() needs a <StoresProvider> above it.');
  return stores;
}
