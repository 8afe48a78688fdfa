import { createContext, useContext, type ReactNode } from 'react';

/** A fixed clock for stories and tests; null means the real one. */
const NowContext = createContext<string | null>(null);

/**
 * Store hours and the closed notice depend on the time of day (spec 4.10, 2.11). Stories pin it
 * here so a screenshot taken at night matches one taken at noon; a server-rendered page pins the
 * server's wall clock ("2026-11-25T14:00:00", no zone) until it has hydrated, so the browser's
 * first render words the hours as the server's HTML did. null is the real clock. The pin is a
 * string: the date library reading it (viewmodels/storeSelection/clock) is not part of a page's
 * first load.
 */
export function NowProvider({ at, children }: { at: string | null; children: ReactNode }) {
  return <NowContext.Provider value={at}>{children}</NowContext.Provider>;
}

/** The pinned time ("2026-11-25T14:00:00"), or null for the real clock. */
export function useNowPin(): string | null {
  return useContext(NowContext);
}
