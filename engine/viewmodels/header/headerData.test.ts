import { describe, expect, it } from 'vitest';
import {
  BrandSchema,
  parseSiteConfig,
  UserSchema,
  WishlistSchema,
  type Brand,
} from '../../../schemas';
import type { OrderStrip } from '../../rules/orderStrip';
import { headerDataFrom, storeAreaFrom, type HeaderInputs } from './headerData';

const brand = (n: number, over: Record<string, unknown> = {}): Brand =>
  BrandSchema.parse({ id: `b${n}`, brandName: `Brand ${n}`, urlSlug: `brand-${n}`, ...over });

function inputs(settings: unknown, over: Partial<HeaderInputs> = {}): HeaderInputs {
  return {
    settings: parseSiteConfig(settings).config.settings,
    shopPath: '/shop',
    strip: { kind: 'select' },
    isDefaultHomePage: false,
    hidesStoreSelector: false,
    user: null,
    signedIn: false,
    wishlist: WishlistSchema.parse({}),
    counts: { wishlist: 0, cart: 0, notifications: 0 },
    recommendedCount: 0,
    sponsoredBrands: [],
    brands: [],
    navLoading: false,
    ...over,
  };
}

describe('headerDataFrom (spec 2.3–2.5)', () => {
  it('lists 6 sponsored brands, else 6 brands, and "Show all" goes to /sponsored-brand', () => {
    const brands = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => brand(n));
    const fromBrands = headerDataFrom(inputs({}, { brands }));
    expect(fromBrands.brandMenu?.brands.map((b) => b.name)).toEqual([
      'Brand 1',
      'Brand 2',
      'Brand 3',
      'Brand 4',
      'Brand 5',
      'Brand 6',
    ]);
    expect(fromBrands.brandMenu?.showAllHref).toBe('/sponsored-brand');
    const sponsored = [brand(20), brand(21)];
    expect(
      headerDataFrom(inputs({}, { brands, sponsoredBrands: sponsored })).brandMenu?.brands.map(
        (b) => b.href,
      ),
    ).toEqual(['/shop/brand/brand-20', '/shop/brand/brand-21']);
  });

  it('hides the brand dropdown when shouldShowBrandLabel is false', () => {
    expect(
      headerDataFrom(inputs({ headerWidgetCmsData: { shouldShowBrandLabel: false } })).brandMenu,
    ).toBeNull();
  });

  it('shows notifications only when signed in and recommended products exist', () => {
    const user = UserSchema.parse({ firstName: 'Ada', lastName: 'Ng' });
    expect(headerDataFrom(inputs({}, { recommendedCount: 3 })).showNotifications).toBe(false);
    expect(headerDataFrom(inputs({}, { signedIn: true, user })).showNotifications).toBe(false);
    expect(
      headerDataFrom(inputs({}, { signedIn: true, user, recommendedCount: 3 })).showNotifications,
    ).toBe(true);
  });

  it('names nameless wishlists "No name" material (null) and passes the chat flag', () => {
    const user = UserSchema.parse({ firstName: 'Ada', fullName: 'Ada Ng' });
    const wishlist = WishlistSchema.parse({
      wishlistItems: [
        { slug: 'a', listName: 'Gifts' },
        { slug: 'b', listName: '' },
      ],
    });
    const data = headerDataFrom(
      inputs({ chatPlatformCms: { enabled: true } }, { signedIn: true, user, wishlist }),
    );
    expect(data.account).toEqual({
      kind: 'signedIn',
      firstName: 'Ada',
      fullName: 'Ada Ng',
      wishlists: [
        { slug: 'a', name: 'Gifts' },
        { slug: 'b', name: null },
      ],
      chatEnabled: true,
    });
  });

  it('hides the store area for the provider that hides the selector', () => {
    expect(headerDataFrom(inputs({}, { hidesStoreSelector: true })).storeArea).toBeNull();
    expect(headerDataFrom(inputs({})).storeArea).toEqual({ kind: 'select' });
  });

  it('maps CMS links: "deals" without url → /deals, unsafe urls dropped', () => {
    const links = [
      { label: 'Deals', url: '', subLinks: [] },
      {
        label: 'Flower',
        url: '/category/flower',
        subLinks: [
          { label: 'Indica', url: '/category/indica' },
          { label: 'x', url: 'javascript:1' },
        ],
      },
      { label: 'Evil', url: 'javascript:alert(1)', subLinks: [] },
    ];
    const data = headerDataFrom(
      inputs({
        headerWidgetCmsData: { links },
        menuLinkWidgetCmsData: { links },
        appSettings: { dealsVersion: 'v2' },
      }),
    );
    expect(data.navLinks).toEqual([
      { label: 'Deals', href: '/deals', subLinks: [] },
      {
        label: 'Flower',
        href: '/category/flower',
        subLinks: [{ label: 'Indica', href: '/category/indica' }],
      },
    ]);
    expect(data.mobile.navLinks.map((l) => l.href)).toEqual(['/deals', '/category/flower']);
  });

  it('lists "Shop" once: a CMS "Shop" takes the place of the placeholder mega-menu (2.3)', () => {
    const links = [
      { label: 'Shop', url: '/shop', subLinks: [] },
      { label: 'Deals', url: '', subLinks: [] },
      // Dropped (unsafe url): it names nothing on the row, so the sample "Specials" stays.
      { label: 'Specials', url: 'javascript:1', subLinks: [] },
    ];
    const data = headerDataFrom(inputs({ headerWidgetCmsData: { links } }));
    expect(data.placeholderMenus).toEqual(['Specials']);
    const named = [...data.placeholderMenus, ...data.navLinks.map((link) => link.label)];
    expect(named.filter((label) => label === 'Shop')).toHaveLength(1);
    expect(headerDataFrom(inputs({})).placeholderMenus).toEqual(['Specials', 'Shop']);
  });

  it('shows the ticker only when enabled, with default colours', () => {
    expect(headerDataFrom(inputs({})).mobile.ticker).toBeNull();
    const data = headerDataFrom(
      inputs({
        tickerPageCms: { isEnabled: true },
        tickerCrudData: [{ title: 'Free delivery', link: '/deals' }],
      }),
    );
    expect(data.mobile.ticker).toEqual({
      items: [{ title: 'Free delivery', href: '/deals' }],
      backgroundColor: 'black',
      color: 'white',
    });
  });
});

describe('storeAreaFrom (spec 2.6: no "Select a Store" on the default home page)', () => {
  const troy: OrderStrip = {
    kind: 'selected',
    atText: 'Pickup at: Troy',
    text: 'Pickup from 1250 E Big Beaver Rd',
    mobileLabel: 'Pickup from',
    mobilePlace: '1250 E Big Beaver Rd',
  };
  it.each([
    ['no store', 'select', { kind: 'select' }, false],
    ['no store, on the default home page', 'loading', { kind: 'select' }, true],
    ['the provider loading', 'loading', { kind: 'loading' }, false],
    ['the provider loading, on the default home page', 'loading', { kind: 'loading' }, true],
    ['a store', 'selected', troy, false],
    // Navigation sets the flag from the retailerId (4.4): with a store it is on.
    ['a store, the flag on', 'selected', troy, true],
  ] as const)('%s: %s', (_case, kind, strip, isDefaultHomePage) => {
    expect(storeAreaFrom(strip, isDefaultHomePage).kind).toBe(kind);
  });

  it('reaches the header data', () => {
    expect(headerDataFrom(inputs({}, { isDefaultHomePage: true })).storeArea).toEqual({
      kind: 'loading',
    });
  });
});
