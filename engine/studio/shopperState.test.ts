import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/data';
import { StoreSelectionSchema } from '../stores/storedSchemas';
import { frameSrc } from './previewOptions';
import {
  DEFAULT_SHOPPER,
  PREVIEW_STORES,
  SHOPPER_PARAM,
  shopperFromSearch,
  shopperStorage,
} from './shopperState';

describe('shopperStorage', () => {
  it('a guest or signed-in shopper with no store starts from empty storage (no token: the frame signs in itself)', () => {
    expect(shopperStorage(DEFAULT_SHOPPER)).toEqual({});
    expect(shopperStorage({ ...DEFAULT_SHOPPER, signedIn: true })).toEqual({});
  });

  it.each([
    ['open', 'DELIVERY', 'MEDICAL'],
    ['closed', 'PICKUP', 'RECREATIONAL'],
    ['open', 'CURBSIDE_PICKUP', 'RECREATIONAL'],
  ] as const)(
    'a %s store, %s, %s: a selection the storefront accepts',
    (store, orderType, menuType) => {
      const stored = shopperStorage({ signedIn: false, store, orderType, menuType }).storeSelection;
      const parsed = StoreSelectionSchema.safeParse(JSON.parse(stored ?? 'null'));
      expect(parsed.success && parsed.data).toMatchObject({
        ...PREVIEW_STORES[store],
        orderType,
        menuType,
      });
    },
  );

  it.each([
    ['open', (days: { active: boolean }[]) => days.every((d) => d.active)],
    ['closed', (days: { active: boolean }[]) => days.every((d) => !d.active)],
  ] as const)('the %s store has the pickup hours its name promises', (store, rule) => {
    const retailer = catalogue.retailers.find((r) => r.id === PREVIEW_STORES[store].retailerId);
    expect(retailer?.name).toBe(PREVIEW_STORES[store].retailerName);
    expect(rule(retailer?.hours.pickup ?? [])).toBe(true);
  });
});

describe('shopperFromSearch', () => {
  it('reads back the shopper a frame address carries', () => {
    const shopper = {
      signedIn: true,
      store: 'closed',
      orderType: 'DELIVERY',
      menuType: 'MEDICAL',
    } as const;
    const src = frameSrc('/shop', 'default', shopper);
    expect(shopperFromSearch(src.slice(src.indexOf('?')))).toEqual(shopper);
  });

  it.each([
    ['no parameter', ''],
    ['not JSON', `?${SHOPPER_PARAM}=%7Bnope`],
    [
      'an unknown store',
      `?${SHOPPER_PARAM}=${encodeURIComponent('{"signedIn":true,"store":"x","orderType":"PICKUP","menuType":"MEDICAL"}')}`,
    ],
    ['a missing field', `?${SHOPPER_PARAM}=${encodeURIComponent('{"signedIn":true}')}`],
  ])('%s plays the default guest', (_, search) => {
    expect(shopperFromSearch(search)).toEqual(DEFAULT_SHOPPER);
  });
});
