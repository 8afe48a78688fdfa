import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SpecialHours } from '../../schemas';
import { WEEKDAYS } from '../../schemas/constants';
import {
  isOpenForPickup,
  pickupHoursText,
  specialHoursInRange,
  type StoreHoursInput,
} from './storeHours';

/** A fixed clock: Saturday 21 November 2026, 10:30 local time. */
const NOW = dayjs('2026-11-21T10:30:00');

/** Pickup hours Sunday..Saturday, active on the given weekday indices (0 = Sunday). */
function store(
  open: number[],
  special: Partial<SpecialHours> | null = null,
  times: { start: string; end: string } = { start: '9:00 AM', end: '9:00 PM' },
): StoreHoursInput {
  return {
    hours: {
      pickup: WEEKDAYS.map((day, index) => ({ day, active: open.includes(index), ...times })),
    },
    specialHours:
      special === null
        ? null
        : {
            active: false,
            start: '',
            end: '',
            name: '',
            specialDateRangeCheckStatus: false,
            startDate: '',
            endDate: '',
            ...special,
          },
  };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const HOLIDAY_NOW = { startDate: '2026-11-20', endDate: '2026-11-22' };
const HOLIDAY_PAST = { startDate: '2026-11-01', endDate: '2026-11-02' };

/** One row per condition of the 4.10 table (some conditions twice, for each way they arise). */
const SPEC_ROWS: [condition: string, retailer: StoreHoursInput, text: string][] = [
  ['all 7 days active', store(EVERY_DAY), 'Open Monday to Sunday'],
  [
    'more than one day active (Monday to Saturday)',
    store([1, 2, 3, 4, 5, 6]),
    'Open Monday to Saturday',
  ],
  ['more than one day active (weekdays)', store([1, 2, 3, 4, 5]), 'Open Monday to Friday'],
  ['more than one day active, with gaps (Sunday first)', store([0, 3, 5]), 'Open Sunday to Friday'],
  ['one day active', store([6]), 'Open on Saturday'],
  ['no day active', store([]), 'Closed'],
  ['no pickup hours at all', { hours: { pickup: [] }, specialHours: null }, 'Closed'],
  [
    'special hours active (in range by date)',
    store(EVERY_DAY, {
      active: true,
      start: '11:00 AM',
      end: '4:00 PM',
      name: 'Holiday Hours',
      ...HOLIDAY_NOW,
    }),
    '11:00 AM - 4:00 PM',
  ],
  [
    'special hours active (in range by the server flag, no dates)',
    store([], {
      active: true,
      start: '10:00 AM',
      end: '2:00 PM',
      name: 'Holiday',
      specialDateRangeCheckStatus: true,
    }),
    '10:00 AM - 2:00 PM',
  ],
  [
    'special hours present but not within range (dates)',
    store(EVERY_DAY, {
      active: true,
      start: '11:00 AM',
      end: '4:00 PM',
      name: 'Inventory Day',
      ...HOLIDAY_PAST,
    }),
    'Closed | Special Hours: Inventory Day',
  ],
  [
    'special hours present but not within range (server flag)',
    store([1, 2], {
      active: false,
      name: 'Thanksgiving Day',
      specialDateRangeCheckStatus: false,
      start: '12:00 PM',
    }),
    'Closed | Special Hours: Thanksgiving Day',
  ],
];

describe('pickupHoursText (spec 4.10)', () => {
  it.each(SPEC_ROWS.map(([condition, retailer, text]) => ({ condition, retailer, text })))(
    '$condition → $text',
    ({ retailer, text }) => {
      expect(pickupHoursText(retailer, NOW)).toBe(text);
    },
  );

  it.each([
    [
      'inactive special hours in range fall back to the week',
      store([6], { name: 'Holiday', ...HOLIDAY_NOW }),
      'Open on Saturday',
    ],
    ['no special hours (null)', store([1, 2, 3]), 'Open Monday to Wednesday'],
    [
      'an empty special-hours object sent by the server',
      store([1, 2, 3], {}),
      'Open Monday to Wednesday',
    ],
  ])('%s', (_case, retailer, expected) => {
    expect(pickupHoursText(retailer, NOW)).toBe(expected);
  });

  it('reads days by name, in any order, with unnamed days by position', () => {
    const retailer: StoreHoursInput = {
      hours: {
        pickup: [
          { day: 'saturday', active: true, start: '', end: '' },
          { day: 'Tuesday', active: true, start: '', end: '' },
        ],
      },
      specialHours: null,
    };
    expect(pickupHoursText(retailer, NOW)).toBe('Open Tuesday to Saturday');
  });
});

describe('specialHoursInRange', () => {
  const special = (over: Partial<SpecialHours>): SpecialHours => ({
    active: true,
    start: '',
    end: '',
    name: 'Holiday',
    specialDateRangeCheckStatus: false,
    startDate: '',
    endDate: '',
    ...over,
  });
  it.each([
    ['first day, at midnight', '2026-11-20T00:00:00', true],
    ['last day, late evening', '2026-11-22T23:59:00', true],
    ['the day before', '2026-11-19T23:59:00', false],
    ['the day after', '2026-11-23T00:00:00', false],
  ])('dates 20–22 Nov, %s', (_case, now, expected) => {
    expect(specialHoursInRange(special(HOLIDAY_NOW), dayjs(now))).toBe(expected);
  });
  it.each([
    ['US dates', { startDate: '11/20/2026', endDate: '11/22/2026' }, true],
    [
      'ISO timestamps',
      { startDate: '2026-11-20T00:00:00.000Z', endDate: '2026-11-22T00:00:00.000Z' },
      true,
    ],
    [
      'unreadable dates: the server flag decides (true)',
      { startDate: 'soon', endDate: 'later', specialDateRangeCheckStatus: true },
      true,
    ],
    ['one date missing: the server flag decides (false)', { startDate: '2026-11-20' }, false],
  ])('%s', (_case, over, expected) => {
    expect(specialHoursInRange(special(over), NOW)).toBe(expected);
  });
});

describe('isOpenForPickup', () => {
  const at = (iso: string) => dayjs(iso);
  it.each([
    ['Saturday inside 9–9', store(EVERY_DAY), at('2026-11-21T10:30:00'), true],
    ['Saturday before opening', store(EVERY_DAY), at('2026-11-21T08:59:00'), false],
    ['Saturday at closing time', store(EVERY_DAY), at('2026-11-21T21:00:00'), false],
    ['Saturday, not a pickup day', store([1, 2, 3, 4, 5]), at('2026-11-21T12:00:00'), false],
    ['no day active', store([]), at('2026-11-21T12:00:00'), false],
    [
      '24-hour times',
      store(EVERY_DAY, null, { start: '08:00', end: '22:00' }),
      at('2026-11-21T21:30:00'),
      true,
    ],
    [
      'past midnight, late',
      store(EVERY_DAY, null, { start: '6:00 PM', end: '2:00 AM' }),
      at('2026-11-21T23:30:00'),
      true,
    ],
    [
      'past midnight, afternoon',
      store(EVERY_DAY, null, { start: '6:00 PM', end: '2:00 AM' }),
      at('2026-11-21T15:00:00'),
      false,
    ],
    [
      'unreadable times on an open day',
      store(EVERY_DAY, null, { start: '', end: '' }),
      at('2026-11-21T03:00:00'),
      true,
    ],
    [
      'special hours in range, inside them',
      store([], { active: true, start: '11:00 AM', end: '4:00 PM', ...HOLIDAY_NOW }),
      at('2026-11-21T12:00:00'),
      true,
    ],
    [
      'special hours in range, outside them',
      store(EVERY_DAY, { active: true, start: '11:00 AM', end: '4:00 PM', ...HOLIDAY_NOW }),
      at('2026-11-21T10:30:00'),
      false,
    ],
    [
      'special hours out of range: closed, as the text says',
      store(EVERY_DAY, {
        active: true,
        start: '11:00 AM',
        end: '4:00 PM',
        name: 'Inventory Day',
        ...HOLIDAY_PAST,
      }),
      at('2026-11-21T12:00:00'),
      false,
    ],
  ])('%s', (_case, retailer, now, expected) => {
    expect(isOpenForPickup(retailer, now)).toBe(expected);
  });
});
