import { describe, expect, it } from 'vitest';
import { parseLenient } from '../lenient';
import { SessionDataSchema, UserSchema, VisitorSchema, WishlistSchema } from './account';
import { CartItemSchema, CartTotalsSchema } from './cart';
import { SpecialSchema } from './catalog';
import { NotificationsStateSchema } from './notifications';
import { ProductSchema, SearchSuggestionResultSchema } from './product';
import { ProductFilterRequestSchema, readFilteredProducts } from './productFilter';
import { RetailerSchema } from './retailer';
import { StoreContextSchema } from './storeContext';

describe('Product', () => {
  it.each([
    [{ slug: 'blue-dream' }, 'blue-dream'],
    [{ productSlug: 'og-kush' }, 'og-kush'],
    [{ slug: 'a', productSlug: 'b' }, 'a'],
    [{}, ''],
  ])('normalises slug and productSlug of %j to %s', (input, slug) => {
    const { value } = parseLenient(ProductSchema, input, 'product');
    expect(value.slug).toBe(slug);
    expect(value.productSlug).toBe(slug);
  });

  it('reads brand, price and options, leaving thc and cbd optional', () => {
    const { value, diagnostics } = parseLenient(
      ProductSchema,
      {
        id: 12,
        productName: 'Blue Dream',
        brand: { id: 'b1', name: 'Acme' },
        price: 25,
        options: [{ option: '1/8 oz', price: 25 }, 'x'],
        thc: '21%',
      },
      'product',
    );
    expect(value).toMatchObject({ id: '12', brand: { name: 'Acme' }, price: 25, thc: '21%' });
    expect(value.cbd).toBeUndefined();
    expect(value.options).toEqual([{ option: '1/8 oz', price: 25 }]);
    expect(diagnostics.map((d) => d.path)).toEqual(['options[1]']);
  });
});

describe('product filter', () => {
  it('uses menu.products, or nothing when the response carries error', () => {
    const products = [{ slug: 'a' }, { slug: 'b' }];
    expect(readFilteredProducts({ menu: { products, total: 2 } }).map((p) => p.slug)).toEqual([
      'a',
      'b',
    ]);
    expect(readFilteredProducts({ menu: { products }, error: 'boom' })).toEqual([]);
    expect(readFilteredProducts('garbage')).toEqual([]);
  });

  it('defaults the request to popular products first', () => {
    const { value } = parseLenient(
      ProductFilterRequestSchema,
      { retailerId: 'r1', pagination: { limit: 6 } },
      'req',
    );
    expect(value).toMatchObject({
      search: '',
      pagination: { offset: 0, limit: 6 },
      sort: { key: 'POPULAR', direction: 'DESC' },
      filter: {},
    });
  });
});

describe('Retailer', () => {
  it('reads hours, special hours, menu types and address', () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const { value, diagnostics } = parseLenient(
      RetailerSchema,
      {
        id: 'r1',
        name: 'Green Leaf',
        addressObject: { line1: '1 Main St', city: 'Detroit', state: 'MI', postalCode: '48201' },
        contactNumber: '555-0100',
        locationDetail: { distance: 3.456 },
        menuTypes: ['MEDICAL', 'RECREATIONAL', 'OTHER'],
        hours: {
          pickup: days.map((day) => ({ day, active: true, start: '9:00 AM', end: '9:00 PM' })),
        },
        specialHours: { active: true, start: '10:00 AM', end: '4:00 PM', name: 'Holiday' },
      },
      'retailer',
    );
    expect(value.hours.pickup).toHaveLength(7);
    expect(value.addressObject.state).toBe('MI');
    expect(value.locationDetail.distance).toBe(3.456);
    expect(value.menuTypes).toEqual(['MEDICAL', 'RECREATIONAL']);
    expect(value.specialHours).toMatchObject({
      name: 'Holiday',
      specialDateRangeCheckStatus: false,
    });
    expect(diagnostics.map((d) => [d.path, d.used])).toEqual([['menuTypes[2]', 'removed']]);
  });

  it('defaults a bare retailer', () => {
    const { value } = parseLenient(RetailerSchema, {}, 'retailer');
    expect(value).toMatchObject({
      id: '',
      contactNumber: null,
      menuTypes: [],
      hours: { pickup: [] },
      specialHours: null,
      locationDetail: { distance: null },
    });
  });
});

describe('defaults of the other entities', () => {
  it.each([
    [
      'store context',
      StoreContextSchema,
      {
        orderType: 'PICKUP',
        menuType: 'RECREATIONAL',
        retailerId: '',
        storeOpenStatus: true,
        billingAddress: null,
        selectedPickupAddressObject: { line1: '', city: '', state: '', postalCode: '' },
      },
    ],
    ['user', UserSchema, { _id: '', email: '', firstName: '' }],
    ['wishlist', WishlistSchema, { wishlistItems: [], wishlistProductsCount: 0 }],
    ['visitor', VisitorSchema, { _id: '' }],
    [
      'session data',
      SessionDataSchema,
      {
        canMenuType: null,
        checkoutCreationTime: null,
        canAgeConsent: false,
        isVisitedCustomerChoicePage: false,
      },
    ],
    [
      'cart item',
      CartItemSchema,
      { quantity: 1, specialDiscount: null, product: { slug: '', name: '' } },
    ],
    [
      'cart totals',
      CartTotalsSchema,
      { subtotal: 0, taxAmount: 0, discountAmount: 0, totalAmount: 0, cartCounter: 0 },
    ],
    [
      'notifications state',
      NotificationsStateSchema,
      {
        notificationCount: 0,
        unseenCount: 0,
        newNotificationCount: 0,
        recommendedProductData: [],
        showAbandonedCartModel: false,
      },
    ],
    [
      'special',
      SpecialSchema,
      { isCustomImage: false, menuDisplayConfiguration: { image: '', name: '', description: '' } },
    ],
    [
      'search suggestions',
      SearchSuggestionResultSchema,
      { suggestions: [], brands: [], totalProducts: 0 },
    ],
  ] as const)('%s', (_, schema, expected) => {
    const { value, diagnostics } = parseLenient(schema, {}, 'entity');
    expect(value).toMatchObject(expected);
    expect(diagnostics).toEqual([]);
  });

  it('rejects an unknown order type with a diagnostic', () => {
    const { value, diagnostics } = parseLenient(
      StoreContextSchema,
      { orderType: 'CURBSIDE' },
      'store',
    );
    expect(value.orderType).toBe('PICKUP');
    expect(diagnostics[0]?.problem).toContain('received "CURBSIDE"');
  });
});
