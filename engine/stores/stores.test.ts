import { describe, expect, it } from 'vitest';
import {
  createNotificationsStore,
  incrementNotificationCount,
  markNotificationsSeen,
  setAbandonedCartModal,
  setCartSidebarOpen,
  setNotificationCount,
  setRecommendedProducts,
  setRecommendedProductsLoading,
  setUnseenCount,
  toggleCartSidebar,
} from './notifications';
import { hasSelectedRetailer, isSignedIn, notificationBadge, wishlistCount } from './selectors';
import {
  createSessionStore,
  markCustomerChoicePageVisited,
  setAgeConsent,
  setCheckoutCreationTime,
  setCheckoutId,
  setSessionData,
  setUser,
  setUserSelectedState,
  setVisitor,
  signIn,
  signOut,
} from './session';
import {
  createStoreContextStore,
  selectRetailer,
  setBrandList,
  setCustomProductCategoryData,
  setDefaultHomePage,
  setDeliveryAddress,
  setMenuType,
  setOrderType,
  setProvider,
  setProviderLoading,
  setStoreOpenStatus,
} from './storeContext';
import { clearWishlist, createWishlistStore, setWishlist } from './wishlist';

const user = {
  _id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'L',
  fullName: 'Ada L',
  phone: '',
};

describe('store context', () => {
  it('starts with the schema defaults and no store chosen', () => {
    const context = createStoreContextStore();
    expect(context).toMatchObject({
      orderType: 'PICKUP',
      menuType: 'RECREATIONAL',
      retailerId: '',
      provider: '',
      isDefaultHomePage: false,
      isLoadingProvider: false,
      brandList: [],
    });
    expect(hasSelectedRetailer(context)).toBe(false);
  });

  it('selects a retailer and remembers the previous one only when it changes', () => {
    const context = createStoreContextStore();
    const address = { line1: '1 Main St', city: 'Lansing', state: 'MI', postalCode: '48901' };
    selectRetailer(context, {
      retailerId: 'r1',
      retailerName: 'Lansing',
      address: '1 Main St, Lansing',
      addressObject: address,
      menuType: 'MEDICAL',
      orderType: 'CURBSIDE_PICKUP',
      provider: 'pos',
      storeOpenStatus: false,
    });
    expect(context).toMatchObject({
      retailerId: 'r1',
      previousRetailerId: '',
      retailerName: 'Lansing',
      menuType: 'MEDICAL',
      orderType: 'CURBSIDE_PICKUP',
      provider: 'pos',
      storeOpenStatus: false,
    });
    expect(context.retailerDetails.address).toBe('1 Main St, Lansing');
    expect(context.selectedPickupAddressObject).toEqual(address);
    expect(context.selectedCurbsideAddressObject).toEqual(address);
    selectRetailer(context, { retailerId: 'r1', retailerName: 'Lansing' });
    expect(context.previousRetailerId).toBe('');
    selectRetailer(context, { retailerId: 'r2', retailerName: 'Detroit' });
    expect(context).toMatchObject({
      retailerId: 'r2',
      previousRetailerId: 'r1',
      menuType: 'MEDICAL',
    });
    expect(hasSelectedRetailer(context)).toBe(true);
  });

  it('sets order type, menu type, flags, address, provider and open status', () => {
    const context = createStoreContextStore();
    setOrderType(context, 'DELIVERY');
    setMenuType(context, 'MEDICAL');
    setDefaultHomePage(context, true);
    setDeliveryAddress(context, '2 Elm St');
    setProviderLoading(context, true);
    expect(context.isLoadingProvider).toBe(true);
    setProvider(context, 'posAlt');
    setStoreOpenStatus(context, false);
    setCustomProductCategoryData(context, [{ categoryName: 'Vapes', urlSlug: 'vapes', image: '' }]);
    expect(context).toMatchObject({
      orderType: 'DELIVERY',
      menuType: 'MEDICAL',
      isDefaultHomePage: true,
      selectedDeliveryAddress: '2 Elm St',
      provider: 'posAlt',
      isLoadingProvider: false,
      storeOpenStatus: false,
    });
    expect(context.customProductCategoryData).toHaveLength(1);
  });

  it('keeps only id, urlSlug and brandName of brands', () => {
    const context = createStoreContextStore();
    setBrandList(context, [
      {
        id: 'b1',
        brandName: 'Acme',
        name: 'Acme Co',
        urlSlug: 'acme',
        customImage: null,
        imageUrl: 'x.png',
      },
    ]);
    expect(context.brandList).toEqual([{ id: 'b1', urlSlug: 'acme', brandName: 'Acme' }]);
  });
});

describe('wishlist', () => {
  it('sets, counts and clears', () => {
    const wishlist = createWishlistStore();
    setWishlist(wishlist, {
      wishlistItems: [{ slug: 'a', listName: 'Your List' }],
      wishlistProductsCount: 4,
    });
    expect(wishlistCount(wishlist)).toBe(4);
    clearWishlist(wishlist);
    expect(wishlist).toEqual({
      wishlistItems: [],
      wishlistProductsCount: 0,
      wishlistLines: [],
      savedForLater: [],
    });
  });
});

describe('notifications and app flags', () => {
  it('badge is the unseen count plus the local new count', () => {
    const state = createNotificationsStore();
    setUnseenCount(state, 3);
    incrementNotificationCount(state);
    incrementNotificationCount(state, 2);
    expect(notificationBadge(state)).toBe(6);
    setUnseenCount(state, 7);
    expect(notificationBadge(state)).toBe(7);
    markNotificationsSeen(state);
    expect(notificationBadge(state)).toBe(0);
    setNotificationCount(state, -1);
    expect(state.notificationCount).toBe(0);
    setNotificationCount(state, 12);
    expect(state.notificationCount).toBe(12);
  });

  it('tracks recommended products and their loading state', () => {
    const state = createNotificationsStore();
    setRecommendedProductsLoading(state, true);
    expect(state.isLoadingRecommendedProductData).toBe(true);
    setRecommendedProducts(state, []);
    expect(state.isLoadingRecommendedProductData).toBe(false);
  });

  it('opens, closes and toggles the cart sidebar, and shows the abandoned-cart prompt', () => {
    const state = createNotificationsStore();
    toggleCartSidebar(state);
    expect(state.isNotificationCartSidebarOpen).toBe(true);
    toggleCartSidebar(state);
    expect(state.isNotificationCartSidebarOpen).toBe(false);
    setCartSidebarOpen(state, true);
    expect(state.isNotificationCartSidebarOpen).toBe(true);
    setAbandonedCartModal(state, true);
    expect(state.showAbandonedCartModel).toBe(true);
  });
});

describe('session', () => {
  it('signs in and out (spec 6: signed in when a token is present)', () => {
    const session = createSessionStore();
    expect(isSignedIn(session)).toBe(false);
    signIn(session, 'tok', user);
    expect(isSignedIn(session)).toBe(true);
    expect(session.user?.firstName).toBe('Ada');
    signOut(session);
    expect(session).toMatchObject({ sessionHandle: null, user: null });
    expect(isSignedIn(createSessionStore({ sessionHandle: '' }))).toBe(false);
  });

  it('holds the initial session data and the local session values', () => {
    const session = createSessionStore();
    expect(session).toMatchObject({
      provider: '',
      canSelectedRetailerId: '',
      canMenuType: null,
      checkoutCreationTime: null,
      canAgeConsent: false,
      isVisitedCustomerChoicePage: false,
      canUserSelectedState: '',
    });
    setSessionData(session, {
      provider: 'pos',
      canSelectedRetailerId: 'r1',
      canMenuType: 'MEDICAL',
    });
    setAgeConsent(session, true);
    markCustomerChoicePageVisited(session);
    setCheckoutCreationTime(session, 1000);
    setUserSelectedState(session, 'MI');
    setVisitor(session, { _id: 'v1' });
    setCheckoutId(session, 'c1');
    setUser(session, user);
    expect(session).toMatchObject({
      provider: 'pos',
      canSelectedRetailerId: 'r1',
      canMenuType: 'MEDICAL',
      canAgeConsent: true,
      isVisitedCustomerChoicePage: true,
      checkoutCreationTime: 1000,
      canUserSelectedState: 'MI',
      visitor: { _id: 'v1' },
      canCheckoutId: 'c1',
    });
    setUser(session, null);
    setVisitor(session, null);
    expect(session).toMatchObject({ user: null, visitor: null });
  });
});
