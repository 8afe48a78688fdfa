import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/data';
import { StoreSelectionSchema } from '../stores/storedSchemas';
import {
  DEFAULT_SHOPPER,
  PREVIEW_STORES,
  STUDIO_SIGNED_IN_KEY,
  shopperStorage,
  storeShopper,
} from './shopperState';

describe('shopperStorage', () => {
  it('a guest with no store removes both keys', () => {
    expect(shopperStorage(DEFAULT_SHOPPER)).toEqual({
      authToken: null,
      [STUDIO_SIGNED_IN_KEY]: null,
      storeSelection: null,
    });
  });

  it('signed in asks the frames to sign in, and keeps no token of its own', () => {
    expect(shopperStorage({ ...DEFAULT_SHOPPER, signedIn: true })).toMatchObject({
      authToken: null,
      [STUDIO_SIGNED_IN_KEY]: 'true',
    });
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

describe('storeShopper', () => {
  it('sets and removes the keys, and survives blocked storage', () => {
    const stored = new Map<string, string>([['authToken', '"old"']]);
    const storage = {
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    storeShopper(storage, { ...DEFAULT_SHOPPER, store: 'open' });
    expect(stored.has('authToken')).toBe(false);
    expect(JSON.parse(stored.get('storeSelection') ?? '{}')).toMatchObject(PREVIEW_STORES.open);
    const blocked = {
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => storeShopper(blocked, DEFAULT_SHOPPER)).not.toThrow();
  });
});
