import { describe, expect, it } from 'vitest';
import { formatAddress, orderStripFor, type OrderStripInput } from './orderStrip';

const base: OrderStripInput = {
  orderType: 'PICKUP',
  retailerId: 'r1',
  retailerName: 'Green Leaf Detroit',
  selectedDeliveryAddress: '12 Oak St, Detroit, MI 48201',
  selectedPickupAddressObject: {
    line1: '400 Main St',
    city: 'Royal Oak',
    state: 'MI',
    postalCode: '48067',
  },
  selectedCurbsideAddressObject: {
    line1: '9 Curb Rd',
    city: 'Troy',
    state: 'MI',
    postalCode: '48083',
  },
  retailerDetailsAddress: 'Suite 5, 400 Main Street, Royal Oak',
  isLoadingProvider: false,
};

describe('orderStripFor (spec 2.6)', () => {
  it.each([
    [
      'PICKUP',
      false,
      'Pickup at: Green Leaf Detroit',
      'Pickup from 400 Main St, Royal Oak, MI 48067',
    ],
    [
      'CURBSIDE_PICKUP',
      false,
      'Curbside Pickup at: Green Leaf Detroit',
      'Curbside Pickup from 9 Curb Rd, Troy, MI 48083',
    ],
    [
      'DELIVERY',
      false,
      'Delivery at: Green Leaf Detroit',
      'Delivery to 12 Oak St, Detroit, MI 48201',
    ],
    [
      'PICKUP',
      true,
      'Pickup at: Green Leaf Detroit',
      'Pickup from Suite 5, 400 Main Street, Royal Oak',
    ],
    [
      'CURBSIDE_PICKUP',
      true,
      'Curbside Pickup at: Green Leaf Detroit',
      'Curbside Pickup from Suite 5, 400 Main Street, Royal Oak',
    ],
    [
      'DELIVERY',
      true,
      'Delivery at: Green Leaf Detroit',
      'Delivery to 12 Oak St, Detroit, MI 48201',
    ],
  ] as const)('%s (retailer address: %s)', (orderType, usesRetailerAddress, atText, text) => {
    const strip = orderStripFor({ ...base, orderType }, usesRetailerAddress);
    expect(strip).toMatchObject({ kind: 'selected', atText, text });
  });

  it('shows a skeleton while the provider loads', () => {
    expect(orderStripFor({ ...base, isLoadingProvider: true }, false)).toEqual({ kind: 'loading' });
  });

  it('asks to select a store when none is chosen', () => {
    expect(orderStripFor({ ...base, retailerId: '' }, false)).toEqual({ kind: 'select' });
  });

  it('gives the mobile store bar its lead-in', () => {
    expect(orderStripFor({ ...base, orderType: 'DELIVERY' }, false)).toMatchObject({
      mobileLabel: 'Delivery to',
      mobilePlace: '12 Oak St, Detroit, MI 48201',
    });
  });

  it('falls back to the store name when the address is unknown', () => {
    const strip = orderStripFor(
      { ...base, orderType: 'DELIVERY', selectedDeliveryAddress: '' },
      false,
    );
    expect(strip).toMatchObject({ text: 'Delivery to Green Leaf Detroit' });
  });
});

describe('formatAddress', () => {
  it('builds "line1, city, state postalCode"', () => {
    expect(formatAddress({ line1: '1 A St', city: 'Mesa', state: 'AZ', postalCode: '85201' })).toBe(
      '1 A St, Mesa, AZ 85201',
    );
  });
  it('skips missing parts', () => {
    expect(formatAddress({ line1: '', city: 'Mesa', state: 'AZ', postalCode: '' })).toBe(
      'Mesa, AZ',
    );
  });
});
