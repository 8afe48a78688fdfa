import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { RetailerSchema, type OrderType } from '../../../schemas';
import type { StoreOrderTab } from '../../../variants/retailer-selectors/types';
import {
  orderTypeForTab,
  selectedTab,
  selectorContent,
  tabForOrderType,
  visibleTabs,
  type SelectorContentInput,
} from './selectorData';

const retailer = (id: string, name: string, state: string) =>
  RetailerSchema.parse({
    id,
    name,
    addressObject: { line1: '1 Main St', city: 'Town', state, postalCode: '00000' },
    menuTypes: ['RECREATIONAL'],
  });

const troy = retailer('troy', 'Greenleaf Troy', 'MI');
const detroit = retailer('detroit', 'Greenleaf Detroit', 'MI');
const phoenix = retailer('phoenix', 'Desert Bloom Phoenix', 'AZ');

const base: SelectorContentInput = {
  tab: 'PICKUP',
  deliveryActive: true,
  deliveryConfirmed: false,
  deliveryAddress: '',
  retailers: [troy, detroit, phoenix],
  filter: { state: null, term: '' },
  preselectedRetailerId: null,
  card: {
    isMedicalTypeOn: false,
    current: { retailerId: '', menuType: 'RECREATIONAL' },
    pending: null,
    closePopupOn: false,
    now: dayjs('2026-11-20T12:00:00'),
  },
};

const ids = (input: SelectorContentInput) => {
  const content = selectorContent(input);
  return content.kind === 'stores' ? content.stores.map((s) => s.id) : content.kind;
};

describe('order-type tabs (spec 4.1, 2.11)', () => {
  it.each<[StoreOrderTab, OrderType]>([
    ['PICKUP', 'PICKUP'],
    ['CURBSIDE', 'CURBSIDE_PICKUP'],
    ['DELIVERY', 'DELIVERY'],
  ])('tab %s is order type %s and back', (tab, orderType) => {
    expect(orderTypeForTab(tab)).toBe(orderType);
    expect(tabForOrderType(orderType)).toBe(tab);
  });

  it.each([
    [false, false, ['PICKUP', 'CURBSIDE', 'DELIVERY']],
    [true, false, ['PICKUP', 'DELIVERY']],
    [false, true, ['PICKUP', 'CURBSIDE']],
    [true, true, ['PICKUP']],
  ])('turnOffCurbsidePickup %s, hideDeliveryBtn %s → %j', (curbsideOff, deliveryHidden, tabs) => {
    expect(
      visibleTabs({ turnOffCurbsidePickup: curbsideOff, hideDeliveryBtn: deliveryHidden }),
    ).toEqual(tabs);
  });

  it('falls back to the first tab shown when the order type has none', () => {
    expect(selectedTab('DELIVERY', ['PICKUP', 'CURBSIDE'])).toBe('PICKUP');
    expect(selectedTab('CURBSIDE_PICKUP', ['PICKUP', 'CURBSIDE'])).toBe('CURBSIDE');
  });
});

describe('selector content (spec 2.11, 4.2, §8)', () => {
  it.each<[string, Partial<SelectorContentInput>, unknown]>([
    ['every store before a state is chosen', {}, ['troy', 'detroit', 'phoenix']],
    ['the stores of the chosen state', { filter: { state: 'AZ', term: '' } }, ['phoenix']],
    ['a case-insensitive name match', { filter: { state: null, term: 'DETROIT' } }, ['detroit']],
    ['no match for the search', { filter: { state: 'MI', term: 'bloom' } }, 'noMatch'],
    ['no store at all', { retailers: [] }, 'noStores'],
    ['no store in the state', { filter: { state: 'CO', term: '' } }, 'noStores'],
    ['skeletons while loading', { retailers: null }, 'loading'],
    [
      'the current retailer first when its state is chosen',
      { filter: { state: 'MI', term: '' }, preselectedRetailerId: 'detroit' },
      ['detroit', 'troy'],
    ],
    ['the delivery form before an address', { tab: 'DELIVERY' }, 'deliveryForm'],
    [
      'stores once an address is given',
      { tab: 'DELIVERY', deliveryConfirmed: true },
      ['troy', 'detroit', 'phoenix'],
    ],
    ['delivery inactive', { tab: 'DELIVERY', deliveryActive: false }, 'deliveryUnavailable'],
  ])('%s', (_, change, expected) => {
    expect(ids({ ...base, ...change })).toEqual(expected);
  });

  it('prefills the delivery form with the known address', () => {
    expect(selectorContent({ ...base, tab: 'DELIVERY', deliveryAddress: '1 Elm St' })).toEqual({
      kind: 'deliveryForm',
      address: '1 Elm St',
    });
  });
});
