import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { RetailerSchema, parseLenient, type MenuType, type Retailer } from '../../schemas';
import { WEEKDAYS } from '../../schemas/constants';
import { formatMiles } from '../../variants/retailer-selectors/parts/formatMiles';
import { storeCardButtons, storeCardData, type StoreCardContext } from './storeCardData';

/** Saturday 21 November 2026, 10:30 local time. */
const NOW = dayjs('2026-11-21T10:30:00');

function retailer(raw: Record<string, unknown> = {}): Retailer {
  return parseLenient(
    RetailerSchema,
    {
      id: 'r-troy',
      name: 'Greenleaf Troy',
      addressObject: { line1: '1840 W Maple Rd', city: 'Troy', state: 'MI', postalCode: '48084' },
      contactNumber: '(248) 555-0142',
      urlSlug: 'greenleaf-troy',
      locationDetail: { distance: 2.374 },
      menuTypes: ['MEDICAL', 'RECREATIONAL'],
      hours: {
        pickup: WEEKDAYS.map((day) => ({ day, active: true, start: '9:00 AM', end: '9:00 PM' })),
      },
      ...raw,
    },
    'retailer',
  ).value;
}

const context = (over: Partial<StoreCardContext> = {}): StoreCardContext => ({
  isMedicalTypeOn: true,
  current: { retailerId: '', menuType: 'RECREATIONAL' },
  pending: null,
  closePopupOn: false,
  now: NOW,
  ...over,
});

const labels = (store: Retailer, ctx: StoreCardContext) =>
  storeCardButtons(store, ctx).map((button) => button.label);

const current = (retailerId: string, menuType: MenuType) => ({ retailerId, menuType });

describe('store card buttons (spec 2.11)', () => {
  it.each([
    [
      'both menus, another store',
      ['MEDICAL', 'RECREATIONAL'],
      context(),
      ['Shop Medical', 'Shop Recreational'],
    ],
    [
      'menus in display order whatever the server order',
      ['RECREATIONAL', 'MEDICAL'],
      context(),
      ['Shop Medical', 'Shop Recreational'],
    ],
    [
      'current store, recreational',
      ['MEDICAL', 'RECREATIONAL'],
      context({ current: current('r-troy', 'RECREATIONAL') }),
      ['Shop Medical', 'Shopping Recreational'],
    ],
    [
      'current store, medical',
      ['MEDICAL', 'RECREATIONAL'],
      context({ current: current('r-troy', 'MEDICAL') }),
      ['Shopping Medical', 'Shop Recreational'],
    ],
    [
      'another store is current',
      ['MEDICAL', 'RECREATIONAL'],
      context({ current: current('r-other', 'MEDICAL') }),
      ['Shop Medical', 'Shop Recreational'],
    ],
    ['recreational only', ['RECREATIONAL'], context(), ['Shop Recreational']],
    ['medical only', ['MEDICAL'], context(), ['Shop Medical']],
    [
      'medical off: one "This Location" button',
      ['MEDICAL', 'RECREATIONAL'],
      context({ isMedicalTypeOn: false }),
      ['Shop This Location'],
    ],
    [
      'medical off, current store',
      ['MEDICAL', 'RECREATIONAL'],
      context({ isMedicalTypeOn: false, current: current('r-troy', 'MEDICAL') }),
      ['Shopping This Location'],
    ],
    [
      'medical off, medical-only store: nothing to shop',
      ['MEDICAL'],
      context({ isMedicalTypeOn: false }),
      [],
    ],
    ['no menu types', [], context(), []],
  ])('%s', (_case, menuTypes, ctx, expected) => {
    expect(labels(retailer({ menuTypes }), ctx)).toEqual(expected);
  });

  it('marks only the pressed button as loading and disables the card (spec 4.3)', () => {
    const data = storeCardData(retailer(), context({ pending: current('r-troy', 'MEDICAL') }));
    expect(data.buttons.map((button) => [button.label, button.loading])).toEqual([
      ['Shop Medical', true],
      ['Shop Recreational', false],
    ]);
    expect(data.disabled).toBe(true);
  });

  it('disables another store while a switch loads, without a loading button', () => {
    const data = storeCardData(retailer(), context({ pending: current('r-other', 'MEDICAL') }));
    expect(data.buttons.some((button) => button.loading)).toBe(false);
    expect(data.disabled).toBe(true);
  });

  it('the medical-off button carries the recreational menu', () => {
    expect(storeCardButtons(retailer(), context({ isMedicalTypeOn: false }))).toEqual([
      { menuType: 'RECREATIONAL', label: 'Shop This Location', loading: false },
    ]);
  });
});

describe('"Call : {phone}" (spec 2.11)', () => {
  it.each([
    [{ contactNumber: '(248) 555-0142' }, '(248) 555-0142'],
    [{ contactNumber: 'null' }, null],
    [{ contactNumber: 'NULL', retailerPhoneNumber: '(313) 555-0100' }, '(313) 555-0100'],
    [{ contactNumber: null, retailerPhoneNumber: '(313) 555-0100' }, '(313) 555-0100'],
    [{ contactNumber: '   ' }, null],
    [{ contactNumber: null }, null],
  ])('%j → %j', (raw, expected) => {
    expect(storeCardData(retailer(raw), context()).phone).toBe(expected);
  });
});

describe('distance (spec 2.11, §9)', () => {
  it.each([
    [2.374, '2.37 Miles'],
    [6.8, '6.80 Miles'],
    [0, '0.00 Miles'],
    [1684.3, '1684.30 Miles'],
  ])('%d → %s', (distance, expected) => {
    const miles = storeCardData(
      retailer({ locationDetail: { distance } }),
      context(),
    ).distanceMiles;
    expect(miles === null ? null : formatMiles(miles)).toBe(expected);
  });

  it('has no distance when the location is unknown', () => {
    expect(storeCardData(retailer({ locationDetail: {} }), context()).distanceMiles).toBeNull();
  });
});

describe('store-closed notice (spec 2.11)', () => {
  const closedAllWeek = { hours: { pickup: WEEKDAYS.map((day) => ({ day, active: false })) } };
  it.each([
    ['close popup on, store closed', true, closedAllWeek, true],
    ['close popup on, store open now', true, {}, false],
    ['close popup off, store closed', false, closedAllWeek, false],
    ['close popup off, store open', false, {}, false],
    [
      'close popup on, special hours out of range',
      true,
      {
        specialHours: {
          active: true,
          name: 'Inventory Day',
          startDate: '2026-11-01',
          endDate: '2026-11-02',
        },
      },
      true,
    ],
  ])('%s', (_case, closePopupOn, raw, expected) => {
    expect(storeCardData(retailer(raw), context({ closePopupOn })).closedNotice).toBe(expected);
  });
});

describe('storeCardData', () => {
  it('builds the whole card', () => {
    expect(
      storeCardData(retailer(), context({ current: current('r-troy', 'RECREATIONAL') })),
    ).toEqual({
      id: 'r-troy',
      name: 'Greenleaf Troy',
      distanceMiles: 2.374,
      address: '1840 W Maple Rd, Troy, MI 48084',
      phone: '(248) 555-0142',
      detailsHref: '/greenleaf-troy',
      hoursText: 'Open Monday to Sunday',
      buttons: [
        { menuType: 'MEDICAL', label: 'Shop Medical', loading: false },
        { menuType: 'RECREATIONAL', label: 'Shopping Recreational', loading: false },
      ],
      disabled: false,
      closedNotice: false,
    });
  });

  it.each([
    [{ name: '', retailerName: 'Greenleaf Ferndale' }, 'Greenleaf Ferndale'],
    [{ name: '  Greenleaf Troy ' }, 'Greenleaf Troy'],
  ])('name from %j → %s', (raw, expected) => {
    expect(storeCardData(retailer(raw), context()).name).toBe(expected);
  });

  it.each([
    [{}, '1840 W Maple Rd, Troy, MI 48084'],
    [
      { addressObject: {}, address: '22730 Woodward Ave, Ferndale, MI 48220' },
      '22730 Woodward Ave, Ferndale, MI 48220',
    ],
  ])('address from %j → %s', (raw, expected) => {
    expect(storeCardData(retailer(raw), context()).address).toBe(expected);
  });
});
