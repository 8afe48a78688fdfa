import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../../fixtures/mocks/backend';
import type { ApiClient } from '../../api/client';
import { createStores } from '../../stores/createStores';
import { clearDiagnostics, listDiagnostics } from '../../stores/diagnosticsLog';
import {
  CHECKOUT_LIFETIME_MS,
  isStaleCart,
  recreateStaleCheckout,
  type StaleCartInput,
} from './staleCart';

const TROY = '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01';
const NOW = 1_800_000_000_000;

const STALE: StaleCartInput = {
  cartEmpty: true,
  providerRecreatesCheckout: true,
  checkoutCreationTime: NOW - CHECKOUT_LIFETIME_MS,
  now: NOW,
  retailerId: TROY,
};

function clientOver(backend = createMockBackend()) {
  const posts: { path: string; body: unknown }[] = [];
  const client: ApiClient = {
    get: () => Promise.reject(new Error('not used')),
    delete: () => Promise.reject(new Error('not used')),
    patch: () => Promise.reject(new Error('not used')),
    post: async (path, body) => {
      posts.push({ path, body });
      const result = backend.createCheckout(body);
      if (result.status >= 400) throw new Error(`status ${result.status}`);
      return result.body;
    },
  };
  return { client, posts };
}

afterEach(() => {
  clearDiagnostics();
  vi.restoreAllMocks();
});

describe('isStaleCart (spec 4.13)', () => {
  it('holds when the cart is empty, the provider recreates and the checkout expired', () => {
    expect(isStaleCart(STALE)).toBe(true);
  });

  it.each<[string, Partial<StaleCartInput>, boolean]>([
    ['the cart has items', { cartEmpty: false }, false],
    ['another provider', { providerRecreatesCheckout: false }, false],
    [
      'the checkout is still fresh',
      { checkoutCreationTime: NOW - CHECKOUT_LIFETIME_MS + 1 },
      false,
    ],
    ['no checkout was ever created', { checkoutCreationTime: null }, true],
    ['no store is chosen', { retailerId: '' }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isStaleCart({ ...STALE, ...change })).toBe(expected);
  });
});

describe('recreateStaleCheckout (spec 4.13, 7.7)', () => {
  const seeded = () =>
    createStores({
      storeContext: { retailerId: TROY, menuType: 'MEDICAL' },
      session: { checkoutCreationTime: NOW - CHECKOUT_LIFETIME_MS },
    });

  it('posts orderType PICKUP with the retailer and pricingType, and keeps the new checkout', async () => {
    const stores = seeded();
    const { client, posts } = clientOver();
    await expect(
      recreateStaleCheckout(stores, client, { providerRecreatesCheckout: true, now: NOW }),
    ).resolves.toBe(true);
    expect(posts).toEqual([
      {
        path: '/checkout',
        body: { retailerId: TROY, orderType: 'PICKUP', pricingType: 'MEDICAL' },
      },
    ]);
    expect(stores.session.canCheckoutId).toMatch(/^chk/);
    expect(stores.session.checkoutCreationTime).toBe(NOW);
  });

  it('does nothing when the cart is not stale', async () => {
    const stores = seeded();
    const { client, posts } = clientOver();
    await expect(
      recreateStaleCheckout(stores, client, { providerRecreatesCheckout: false, now: NOW }),
    ).resolves.toBe(false);
    expect(posts).toHaveLength(0);
  });

  it('logs a failure and keeps the old checkout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stores = createStores({ storeContext: { retailerId: 'gone' } });
    const { client } = clientOver();
    await expect(
      recreateStaleCheckout(stores, client, { providerRecreatesCheckout: true, now: NOW }),
    ).resolves.toBe(false);
    expect(stores.session.checkoutCreationTime).toBeNull();
    expect(listDiagnostics()[0]).toMatchObject({ source: 'stale cart', problem: 'status 404' });
  });
});
