import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart';
import { createStores } from './createStores';
import { clearDiagnostics, listDiagnostics } from './diagnosticsLog';
import { signIn } from './session';
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

  it('writes the spec 9 keys and the auth token, and reads them back into new stores', async () => {
    const storage = createMemoryStorage();
    const first = createStores({}, { storage });
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
      'authToken',
      'brandList',
      'canCheckoutId',
      'canUserSelectedState',
      'cartList',
      'provider',
      'storeSelection',
      'visitor',
    ]);

    const second = createStores({}, { storage });
    expect(second.cart.cartList).toHaveLength(1);
    expect(second.cart.totals.cartCounter).toBe(2);
    expect(second.storeContext).toMatchObject({
      provider: 'pos',
      retailerId: 'r1',
      retailerName: 'Lansing',
      brandList: [{ id: 'b1', urlSlug: 'acme', brandName: 'Acme' }],
    });
    expect(second.session).toMatchObject({
      authToken: 'tok',
      user: null,
      canUserSelectedState: 'MI',
      visitor: { _id: 'v1' },
      canCheckoutId: 'c1',
    });
    expect(listDiagnostics()).toEqual([]);
  });

  it('lets a seed win over stored values, and stores it', async () => {
    const storage = createMemoryStorage({ provider: '"pos"' });
    const stores = createStores({ storeContext: { provider: 'marketplace' } }, { storage });
    expect(stores.storeContext.provider).toBe('marketplace');
    await tick();
    expect(storage.getItem('provider')).toBe('"marketplace"');
  });

  it('ignores corrupted stored values with a diagnostic and keeps the rest', () => {
    const storage = createMemoryStorage({
      cartList: '[{"productId": ',
      provider: '42',
      authToken: '"tok"',
    });
    const stores = createStores({}, { storage });
    expect(stores.cart.cartList).toEqual([]);
    expect(stores.storeContext.provider).toBe('');
    expect(stores.session.authToken).toBe('tok');
    expect(
      listDiagnostics()
        .map((d) => d.path)
        .sort(),
    ).toEqual(['cartList', 'provider']);
  });

  it('keeps the chosen store, order type and delivery address across a reload', async () => {
    const storage = createMemoryStorage();
    const first = createStores({}, { storage });
    selectRetailer(first.storeContext, {
      retailerId: 'r2',
      retailerName: 'Troy',
      menuType: 'MEDICAL',
      orderType: 'DELIVERY',
    });
    first.storeContext.selectedDeliveryAddress = '2145 Crooks Rd, Troy, MI 48084';
    await tick();
    const second = createStores({}, { storage });
    expect(second.storeContext).toMatchObject({
      retailerId: 'r2',
      retailerName: 'Troy',
      menuType: 'MEDICAL',
      orderType: 'DELIVERY',
      selectedDeliveryAddress: '2145 Crooks Rd, Troy, MI 48084',
    });
  });

  it('ignores a corrupted store selection and starts with no store', () => {
    const storage = createMemoryStorage({
      storeSelection: '{"retailerId": 7, "orderType": "BOAT"}',
    });
    const stores = createStores({}, { storage });
    expect(stores.storeContext.retailerId).toBe('');
    expect(listDiagnostics().map((d) => d.path)).toEqual(['storeSelection']);
  });

  it('stops writing once disposed', async () => {
    const storage = createMemoryStorage();
    const stores = createStores({}, { storage });
    stores.dispose();
    signIn(stores.session, 'tok', user);
    await tick();
    expect(storage.getItem('authToken')).toBeNull();
  });
});
