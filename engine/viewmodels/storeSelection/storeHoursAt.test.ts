import { describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '../../../schemas/constants';
import type { StoreHoursInput } from '../../rules/storeHours';

/** Open Monday to Friday, 9:00 AM to 9:00 PM. */
const WEEKDAYS_ONLY: StoreHoursInput = {
  hours: {
    pickup: WEEKDAYS.map((day, index) => ({
      day,
      active: index >= 1 && index <= 5,
      start: '9:00 AM',
      end: '9:00 PM',
    })),
  },
  specialHours: null,
};

describe('storeHoursAt', () => {
  it('words the hours and the open status at the pinned time', async () => {
    const { hoursAt, isOpenAt } = await import('./storeHoursAt');
    // Friday 20 November 2026 at 10:30 and at 22:00; Saturday at noon.
    expect(hoursAt(WEEKDAYS_ONLY, '2026-11-20T10:30:00')).toEqual({
      text: 'Open Monday to Friday',
      open: true,
    });
    expect(isOpenAt(WEEKDAYS_ONLY, '2026-11-20T22:00:00')).toBe(false);
    expect(isOpenAt(WEEKDAYS_ONLY, '2026-11-21T12:00:00')).toBe(false);
  });

  it('reads the real clock when nothing is pinned', async () => {
    const { isOpenAt } = await import('./storeHoursAt');
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 12, 0) });
    try {
      expect(isOpenAt(WEEKDAYS_ONLY, null)).toBe(true);
      vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
      expect(isOpenAt(WEEKDAYS_ONLY, null)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('storeHoursLoader', () => {
  it('fetches the reader once and hands out the same module', async () => {
    vi.resetModules();
    const { loadStoreHours } = await import('./storeHoursLoader');
    const first = loadStoreHours();
    expect(loadStoreHours()).toBe(first);
    const reader = await first;
    expect(reader.hoursAt(WEEKDAYS_ONLY, '2026-11-20T10:30:00').open).toBe(true);
  });
});
