import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart';
import { createStores, createStoredStores, SAVED_FOR_LATER_KEY } from './createStores';
import { clearDiagnostics, listDiagnostics } from './diagnosticsLog';
import { signIn } from './session';
import { saveForLater } from './wishlist';
import { createMemoryStorage } from './storage';
import { selectRetailer, setBrandList } from './storeContext';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const user = { _id: 'u1', email: '', firstName: 'Ada', lastName: '', fullName: '', phone: '' };
const product = { slug: 'p1', image: '', name: 'P1', category: 'Flower' };

beforeEach(() => {
  clearDiagnostics();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('createStores', () => {
  it('makes independent stores, in memory unless given storage', () => {
    const a = createStores({ cart: { cartList: [] } });
    const b = createStores();
    addToCart(a.cart, { productId: 'p1', product, option: '1g', price: 10, specialDiscount: null });
    expect(b.cart.cartList).toEqual([]);
    expect(a.cart.totals.cartCounter).toBe(1);
  });

  it('writes the spec 9 keys and the session handle, and reads them back into new stores', async () => {
    const storage = createMemoryStorage();
    const first = await createStoredStores({}, { storage });
    addToCart(
      first.cart,
      { productId: 'p1', product, option: '1g', price: 10, specialDiscount: null },
      { quantity: 2 },
    );
    selectRetailer(first.storeContext, {
      retailerId: 'r1',
      retailerName: 'Lansing',
      provider: 'pos',
    });
    setBrandList(first.storeContext, [{ id: 'b1', urlSlug: 'acme', brandName: 'Acme' }]);
    signIn(first.session, 'tok', user);
    first.session.canUserSelectedState = 'MI';
    first.session.visitor = { _id: 'v1' };
    first.session.canCheckoutId = 'c1';
    await tick();
    expect([...Array(storage.length).keys()].map((i) => storage.key(i)).sort()).toEqual([
      'brandList',
      'canCheckoutId',
      'canUserSelectedState',
      'cartList',
      'provider',
      'sessionHandle',
      'storeSelection',
      'visitor',
    ]);

    const second = await createStoredStores({}, { storage });
    expect(second.cart.cartList).toHaveLength(1);
    expect(second.cart.totals.cartCounter).toBe(2);
    expect(second.storeContext).toMatchObject({
      provider: 'pos',
      retailerId: 'r1',
      retailerName: 'Lansing',
      brandList: [{ id: 'b1', urlSlug: 'acme', brandName: 'Acme' }],
    });
    expect(second.session).toMatchObject({
      sessionHandle: 'tok',
      user: null,
      canUserSelectedState: 'MI',
      visitor: { _id: 'v1' },
      canCheckoutId: 'c1',
    });
    expect(listDiagnostics()).toEqual([]);
  });

  it('lets a seed win over stored values, and stores it', async () => {
    const storage = createMemoryStorage({ provider: '"pos"' });
    const stores = await createStoredStores(
      { storeContext: { provider: 'marketplace' } },
      { storage },
    );
    expect(stores.storeContext.provider).toBe('marketplace');
    await tick();
    expect(storage.getItem('provider')).toBe('"marketplace"');
  });

  it('ignores corrupted stored values with a diagnostic and keeps the rest', async () => {
    const storage = createMemoryStorage({
      cartList: '[{"productId": ',
      provider: '42',
      sessionHandle: '"tok"',
    });
    const stores = await createStoredStores({}, { storage });
    expect(stores.cart.cartList).toEqual([]);
    expect(stores.storeContext.provider).toBe('');
    expect(stores.session.sessionHandle).toBe('tok');
    expect(
      listDiagnostics()
        .map((d) => d.path)
        .sort(),
    ).toEqual(['cartList', 'provider']);
  });

  it('bounds a hostile stored cart line by line: one bad line drops only that line', async () => {
    const stored = (productId: string, patch: Record<string, unknown>) => ({
      productId,
      product,
      option: '1g',
      quantity: 1,
      maxQuantity: 20,
      price: 10,
      specialDiscount: null,
      ...patch,
    });
    const storage = createMemoryStorage({
      cartList: JSON.stringify([
        stored('huge', { maxQuantity: 1e9, quantity: 1e9 }),
        stored('negative', { quantity: -5 }),
        stored('free', { price: -1 }),
        stored('nan', { quantity: 'NaN' }),
        stored('good', { quantity: 2 }),
      ]),
    });
    const stores = await createStoredStores({}, { storage });
    expect(
      stores.cart.cartList.map((line) => [line.productId, line.quantity, line.maxQuantity]),
    ).toEqual([
      ['huge', 100, 100],
      ['negative', 1, 20],
      ['good', 2, 20],
    ]);
    expect(stores.cart.totals.cartCounter).toBe(103);
    // The hostile value does not stay: the repaired lines replace it at once.
    expect(JSON.parse(storage.getItem('cartList') ?? '')).toEqual(
      JSON.parse(JSON.stringify(stores.cart.cartList)),
    );
  });

  it('keeps saved-for-later lines across a reload and ignores a corrupted value', async () => {
    const storage = createMemoryStorage();
    const first = await createStoredStores({}, { storage });
    saveForLater(first.wishlist, {
      productId: 'p1',
      product,
      option: '1g',
      quantity: 2,
      maxQuantity: 20,
      price: 10,
      specialDiscount: null,
    });
    await tick();
    const second = await createStoredStores({}, { storage });
    expect(second.wishlist.savedForLater.map((line) => [line.productId, line.quantity])).toEqual([
      ['p1', 2],
    ]);
    storage.setItem(SAVED_FOR_LATER_KEY, '{"oops"');
    expect((await createStoredStores({}, { storage })).wishlist.savedForLater).toEqual([]);
  });

  it('keeps the chosen store, order type and delivery address across a reload', async () => {
    const storage = createMemoryStorage();
    const first = await createStoredStores({}, { storage });
    selectRetailer(first.storeContext, {
      retailerId: 'r2',
      retailerName: 'Troy',
      menuType: 'MEDICAL',
      orderType: 'DELIVERY',
    });
    first.storeContext.selectedDeliveryAddress = '2145 Crooks Rd, Troy, MI 48084';
    await tick();
    const second = await createStoredStores({}, { storage });
    expect(second.storeContext).toMatchObject({
      retailerId: 'r2',
      retailerName: 'Troy',
      menuType: 'MEDICAL',
      orderType: 'DELIVERY',
      selectedDeliveryAddress: '2145 Crooks Rd, Troy, MI 48084',
    });
  });

  it('ignores a corrupted store selection and starts with no store', async () => {
    const storage = createMemoryStorage({
      storeSelection: '{"retailerId": 7, "orderType": "BOAT"}',
    });
    const stores = await createStoredStores({}, { storage });
    expect(stores.storeContext.retailerId).toBe('');
    expect(listDiagnostics().map((d) => d.path)).toEqual(['storeSelection']);
  });

  it('stops writing once disposed', async () => {
    const storage = createMemoryStorage();
    const stores = await createStoredStores({}, { storage });
    stores.dispose();
    signIn(stores.session, 'tok', user);
    await tick();
    expect(storage.getItem('sessionHandle')).toBeNull();
  });
});
