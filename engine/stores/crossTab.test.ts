import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart';
import { changedKeys } from './crossTab';
import { createStores, SAVED_FOR_LATER_KEY } from './createStores';
import { clearDiagnostics } from './diagnosticsLog';
import { signIn } from './session';
import { createMemoryStorage } from './storage';
import { loadStoredSchemas } from './storedSchemasLoader';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const product = { slug: 'p1', image: '', name: 'P1', category: 'FLOWER' };
const user = { _id: 'u1', email: '', firstName: 'Ada', lastName: '', fullName: '', phone: '' };
const line = (productId: string, quantity = 1) => ({
  productId,
  product,
  option: '1g',
  quantity,
  maxQuantity: 20,
  price: 10,
  specialDiscount: null,
});

/** What the browser fires in this tab when another tab writes `key` (null: cleared storage). */
function storageEvent(storageArea: Storage, key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue, storageArea });
}

beforeEach(() => {
  clearDiagnostics();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('changedKeys', () => {
  const storage = createMemoryStorage();
  const keys = ['cartList', 'sessionHandle'];

  it('names a synced key with the text the other tab left', () => {
    expect(
      changedKeys({ key: 'cartList', newValue: '[]', storageArea: storage }, storage, keys),
    ).toEqual([{ key: 'cartList', text: '[]' }]);
  });

  it('treats a cleared storage as every key removed', () => {
    expect(changedKeys({ key: null, newValue: null, storageArea: storage }, storage, keys)).toEqual(
      [
        { key: 'cartList', text: null },
        { key: 'sessionHandle', text: null },
      ],
    );
  });

  it('ignores other keys and other storage areas (sessionStorage)', () => {
    expect(
      changedKeys({ key: 'provider', newValue: '"x"', storageArea: storage }, storage, keys),
    ).toEqual([]);
    const other = createMemoryStorage();
    expect(
      changedKeys({ key: 'cartList', newValue: '[]', storageArea: other }, storage, keys),
    ).toEqual([]);
  });
});

describe('listenToOtherTabs (two tabs share one cart and one sign-in)', () => {
  // Loaded with the first stored value in the app; these tabs start from empty storage.
  beforeAll(() => loadStoredSchemas());

  function twoTabs() {
    const storage = createMemoryStorage();
    const window = new EventTarget();
    const stores = createStores({}, { storage });
    const stop = stores.listenToOtherTabs(window);
    /** The other tab writes storage; the browser then tells this tab. */
    const otherTabWrites = (key: string | null, value: string | null) => {
      if (key !== null && value !== null) storage.setItem(key, value);
      else if (key !== null) storage.removeItem(key);
      window.dispatchEvent(storageEvent(storage, key, value));
    };
    return { storage, stores, stop, otherTabWrites };
  }

  it("adopts the other tab's cart, validated like a load, and does not write it back", async () => {
    const { storage, stores, otherTabWrites } = twoTabs();
    addToCart(stores.cart, { ...line('mine'), maxQuantity: 20 });
    await tick();
    const setItem = vi.spyOn(storage, 'setItem');
    otherTabWrites('cartList', JSON.stringify([line('theirs', 2), { ...line('bad'), price: -1 }]));
    expect(stores.cart.cartList.map((l) => l.productId)).toEqual(['theirs']);
    expect(stores.cart.totals.cartCounter).toBe(2);
    await tick();
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('empties the cart when the other tab ordered (cart cleared) or removed the key', async () => {
    const { stores, otherTabWrites } = twoTabs();
    addToCart(stores.cart, line('p1'));
    otherTabWrites('cartList', '[]');
    expect(stores.cart.cartList).toEqual([]);
    addToCart(stores.cart, line('p1'));
    otherTabWrites('cartList', null);
    expect(stores.cart.cartList).toEqual([]);
  });

  it('keeps its own cart when the other tab left garbage', () => {
    const { stores, otherTabWrites } = twoTabs();
    addToCart(stores.cart, line('p1'));
    otherTabWrites('cartList', '{not json');
    expect(stores.cart.cartList.map((l) => l.productId)).toEqual(['p1']);
  });

  it('follows sign-out and sign-in in the other tab', () => {
    const { stores, otherTabWrites } = twoTabs();
    signIn(stores.session, 'token-a', user);
    otherTabWrites('sessionHandle', null);
    expect(stores.session.sessionHandle).toBeNull();
    expect(stores.session.user).toBeNull();
    otherTabWrites('sessionHandle', JSON.stringify('token-b'));
    expect(stores.session.sessionHandle).toBe('token-b');
    // Someone else may have signed in there: this tab asks the server who it is.
    expect(stores.session.user).toBeNull();
  });

  it('follows the saved-for-later lines, and stops listening when asked', () => {
    const { stores, stop, otherTabWrites } = twoTabs();
    otherTabWrites(SAVED_FOR_LATER_KEY, JSON.stringify([line('later')]));
    expect(stores.wishlist.savedForLater.map((l) => l.productId)).toEqual(['later']);
    stop();
    otherTabWrites('cartList', JSON.stringify([line('ignored')]));
    expect(stores.cart.cartList).toEqual([]);
  });

  it('ignores events of other storage areas and other keys', () => {
    const { stores, storage } = twoTabs();
    const window = new EventTarget();
    stores.listenToOtherTabs(window);
    window.dispatchEvent(storageEvent(createMemoryStorage(), 'cartList', '[]'));
    window.dispatchEvent(storageEvent(storage, 'provider', '"pos"'));
    window.dispatchEvent(new Event('storage'));
    expect(stores.storeContext.provider).not.toBe('pos');
  });

  it('does nothing without storage (server rendering, stories)', () => {
    const stores = createStores();
    const window = new EventTarget();
    stores.listenToOtherTabs(window)();
    expect(stores.cart.cartList).toEqual([]);
  });
});
