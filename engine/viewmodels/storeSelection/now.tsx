import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, type ReactNode } from 'react';

/** A fixed clock for stories and tests; null means the real one. */
const NowContext = createContext<string | null>(null);

/**
 * Store hours and the closed notice depend on the time of day (spec 4.10, 2.11). Stories pin it
 * here so a screenshot taken at night matches one taken at noon.
 */
export function NowProvider({ at, children }: { at: string; children: ReactNode }) {
  return <NowContext.Provider value={at}>{children}</NowContext.Provider>;
}

/** The time store cards and pages are worded for: the pinned one, else the real clock. */
export function useNow(): Dayjs {
  const at = useContext(NowContext);
  return at === null ? dayjs() : dayjs(at);
}
