/**
 * The time as the date library reads it, for code that words times and dates (store hours, post
 * dates, tickets). Lazily loaded code only: the first load carries the pin as a string (./now).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useNowPin } from '../../hydration/now';

/** The pinned time, else the real time at the moment of the call. */
export function nowAt(pin: string | null): Dayjs {
  return pin === null ? dayjs() : dayjs(pin);
}

/** The time store cards and pages are worded for: the pinned one, else the real clock. */
export function useNow(): Dayjs {
  return nowAt(useNowPin());
}

/**
 * The clock for work done later than a render (a store's open status after a refresh): reads
 * the pinned time, else the real time at the moment it is called.
 */
export function useClock(): () => Dayjs {
  const pin = useNowPin();
  return useCallback(() => nowAt(pin), [pin]);
}
