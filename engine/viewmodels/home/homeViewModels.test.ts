import { describe, expect, it } from 'vitest';
import {
  BrandSchema,
  BrandStripSettingsSchema,
  CategorySchema,
  HeroBannerSettingsSchema,
  ProductCarouselSettingsSchema,
  RetailerSchema,
  SpecialSchema,
} from '../../../schemas';
import { brandStripItems } from './brandStripData';
import { heroBannerFrom } from './heroBannerData';
import {
  NEWEST_SORT,
  productCarouselPlan,
  type ProductCarouselSources,
} from './productCarouselData';
import { storeBarState } from './storeBarData';

const brand = (id: string, brandName: string, urlSlug = '') =>
  BrandSchema.parse({ id, brandName, urlSlug, customImage: `/b/${id}.svg` });

describe('heroBannerFrom', () => {
  const hero = (slide: Record<string, unknown>) =>
    heroBannerFrom(HeroBannerSettingsSchema.parse({ slides: [{ image: ' /h.svg ', ...slide }] }));

  it('keeps the picture size and trims texts', () => {
    expect(hero({ heading: ' Hi ', buttonText: 'Shop', buttonLink: '/shop' }).slides[0]).toEqual({
      image: { src: '/h.svg', alt: '', width: 1600, height: 600 },
      heading: 'Hi',
      text: '',
      button: { href: '/shop', label: 'Shop' },
    });
  });

  it.each([
    ['javascript:alert(1)', 'Shop'],
    ['//evil.example', 'Shop'],
    ['/shop', '  '],
    ['', 'Shop'],
  ])('drops a button that cannot be followed (%s, %j)', (buttonLink, buttonText) => {
    expect(hero({ buttonLink, buttonText }).slides[0]?.button).toBeNull();
  });

  it('keeps an explicit http(s) link to another site', () => {
    expect(
      hero({ buttonLink: 'https://example.com/a', buttonText: 'Go' }).slides[0]?.button,
    ).toEqual({ href: 'https://example.com/a', label: 'Go' });
  });
});

describe('brandStripItems', () => {
  const settings = BrandStripSettingsSchema.parse({ limit: 3 });
  const brands = [brand('1', 'Alpha', 'alpha'), brand('2', 'Beta'), brand('3', 'Gamma', 'gamma')];

  it('lists sponsored brands first, each brand once, up to the limit', () => {
    const items = brandStripItems([brand('3', 'Gamma', 'gamma')], brands, settings);
    expect(items.map((item) => [item.name, item.sponsored, item.href])).toEqual([
      ['Gamma', true, '/brands/gamma'],
      ['Alpha', false, '/brands/alpha'],
      ['Beta', false, '/brands/beta'],
    ]);
  });

  it('keeps the plain order when sponsoredFirst is off, and skips nameless brands', () => {
    const items = brandStripItems(
      [brand('3', 'Gamma', 'gamma')],
      [brand('9', ''), ...brands],
      BrandStripSettingsSchema.parse({ sponsoredFirst: false }),
    );
    expect(items.map((item) => item.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(items[2]?.sponsored).toBe(true);
  });

  it('encodes a slug as one path segment', () => {
    const [item] = brandStripItems([], [brand('1', 'X', '../evil')], settings);
    expect(item?.href).toBe('/brands/..%2Fevil');
  });
});

describe('productCarouselPlan', () => {
  const sources = (over: Partial<ProductCarouselSources> = {}): ProductCarouselSources => ({
    shopPath: '/shop',
    brands: { items: [brand('b-1', 'North Star', 'north-star')], pending: false },
    categories: {
      items: [CategorySchema.parse({ categoryName: 'Pre Rolls', urlSlug: 'pre-rolls' })],
      pending: false,
    },
    specials: { items: [SpecialSchema.parse({ urlSlug: 'bogo' })], pending: false },
    ...over,
  });
  const plan = (settings: Record<string, unknown>, over?: Partial<ProductCarouselSources>) =>
    productCarouselPlan(ProductCarouselSettingsSchema.parse(settings), sources(over));

  it('trending: the spec 7.3 request with no filter, titled "Trending now"', () => {
    expect(plan({})).toEqual({
      kind: 'ready',
      title: 'Trending now',
      viewAll: { href: '/shop', label: 'Shop all' },
      filter: {},
      sort: null,
    });
  });

  it('new: the newest-first sort; a CMS title wins', () => {
    expect(plan({ source: 'new', title: 'Just in' })).toMatchObject({
      title: 'Just in',
      sort: NEWEST_SORT,
    });
  });

  it('onSale: the configured deal, else the store first deal, else nothing', () => {
    expect(plan({ source: 'onSale', specialSlug: 'happy' })).toMatchObject({
      filter: { specialSlug: 'happy' },
      viewAll: { href: '/search/deals/happy' },
    });
    expect(plan({ source: 'onSale' })).toMatchObject({ filter: { specialSlug: 'bogo' } });
    expect(plan({ source: 'onSale' }, { specials: { items: [], pending: true } })).toEqual({
      kind: 'pending',
    });
    expect(plan({ source: 'onSale' }, { specials: { items: [], pending: false } })).toMatchObject({
      kind: 'none',
    });
  });

  it('category: resolved by slug or name to the category name, linked to its page', () => {
    expect(plan({ source: 'category', category: 'Pre Rolls' })).toMatchObject({
      title: 'Pre Rolls',
      filter: { categories: ['Pre Rolls'] },
      viewAll: { href: '/category/pre-rolls' },
    });
    expect(plan({ source: 'category', category: 'nope' })).toMatchObject({ kind: 'none' });
    expect(
      plan({ source: 'category', category: 'x' }, { categories: { items: [], pending: true } }),
    ).toEqual({ kind: 'pending' });
  });

  it('brand: resolved by slug, name or id to its id', () => {
    for (const key of ['north-star', 'North Star', 'b-1'])
      expect(plan({ source: 'brand', brand: key })).toMatchObject({
        title: 'North Star',
        filter: { brandIds: ['b-1'] },
        viewAll: { href: '/brands/north-star' },
      });
    expect(plan({ source: 'brand', brand: 'unknown' })).toMatchObject({ kind: 'none' });
  });
});

describe('storeBarState', () => {
  const hoursOf = () => ({ text: 'Open Monday to Sunday', open: true });
  const retailer = RetailerSchema.parse({
    id: 'r-1',
    name: 'Greenleaf Troy',
    urlSlug: 'greenleaf-troy',
    addressObject: { line1: '1 Main St', city: 'Troy', state: 'MI', postalCode: '48083' },
  });
  const base = {
    retailerId: 'r-1',
    retailerName: 'Greenleaf',
    orderType: 'PICKUP' as const,
    hoursOf,
  };

  it('no store chosen: the prompt', () => {
    expect(storeBarState({ ...base, retailerId: '', retailer: undefined })).toEqual({
      loading: false,
      store: null,
    });
  });

  it('a chosen store whose record loads: the skeleton', () => {
    expect(storeBarState({ ...base, retailer: undefined }).loading).toBe(true);
  });

  it('a chosen store whose hours reader is still on its way: the skeleton', () => {
    expect(storeBarState({ ...base, retailer, hoursOf: null })).toEqual({
      loading: true,
      store: null,
    });
  });

  it('a chosen store: name, order type, address and details link', () => {
    expect(storeBarState({ ...base, orderType: 'CURBSIDE_PICKUP', retailer }).store).toMatchObject({
      name: 'Greenleaf Troy',
      orderType: 'Curbside Pickup',
      address: '1 Main St, Troy, MI 48083',
      detailsHref: '/greenleaf-troy',
      hours: 'Open Monday to Sunday',
      open: true,
    });
  });

  it('a record that cannot be read: the context name, never a blank bar', () => {
    expect(storeBarState({ ...base, retailer: null }).store).toMatchObject({
      name: 'Greenleaf',
      detailsHref: '/r-1',
    });
  });
});
