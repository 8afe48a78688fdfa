import { describe, expect, it } from 'vitest';
import {
  BrandSchema,
  CategorySchema,
  DEFAULT_SITE_CONFIG,
  SpecialSchema,
  type SiteSettings,
} from '../../../schemas';
import { menuBrands, menuDataFrom } from './menuData';
import { searchDeals } from './menuDeals';

const special = (slug: string, name: string, image = '') =>
  SpecialSchema.parse({
    id: slug,
    name: `${name} (provider)`,
    urlSlug: slug,
    menuDisplayConfiguration: { name, image, description: '' },
  });

const brand = (slug: string) =>
  BrandSchema.parse({ id: slug, brandName: slug.toUpperCase(), urlSlug: slug, imageUrl: '' });

const specials = [
  special('flower-20', '20% Off All Flower', '/img/flower.svg'),
  special('bogo', 'BOGO Pre Rolls'),
  special('vapes', 'Happy Hour Vapes'),
  ...Array.from({ length: 12 }, (_, i) => special(`more-${i}`, `Weekly Special ${i + 1}`)),
];

describe('searchDeals (spec 2.9 Version Two "Search deals")', () => {
  it.each([
    ['an empty term lists the first 10', '', 10, '20% Off All Flower'],
    ['spaces only count as empty', '   ', 10, '20% Off All Flower'],
    ['matching ignores case', 'bogo pre', 1, 'BOGO Pre Rolls'],
    ['matching ignores surrounding spaces', '  VAPES ', 1, 'Happy Hour Vapes'],
    ['a match in the middle of the name', 'off all', 1, '20% Off All Flower'],
    ['more than 10 matches are cut to 10', 'weekly', 10, 'Weekly Special 1'],
    ['no match', 'edibles', 0, undefined],
  ])('%s', (_case, term, count, first) => {
    const found = searchDeals(specials, term);
    expect(found).toHaveLength(count);
    expect(found[0]?.menuDisplayConfiguration.name).toBe(first);
  });

  it('matches the display name, not the provider name', () => {
    expect(searchDeals(specials, 'provider')).toEqual([]);
  });
});

describe('menuBrands (spec 2.9 Version Three "Sponsored Brand")', () => {
  const many = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => brand(`${prefix}-${i + 1}`));
  it.each([
    ['sponsored brands win', many('s', 3), many('b', 10), ['s-1', 's-2', 's-3']],
    ['at most 8 sponsored brands', many('s', 11), many('b', 2), many('s', 8).map((b) => b.urlSlug)],
    [
      'no sponsored brands: the first 8 brands',
      [],
      many('b', 10),
      many('b', 8).map((b) => b.urlSlug),
    ],
    ['neither', [], [], []],
  ])('%s', (_case, sponsored, brands, slugs) => {
    const result = menuBrands(sponsored, brands, '/shop');
    expect(result.map((item) => item.href)).toEqual(slugs.map((slug) => `/shop/brand/${slug}`));
  });
});

describe('menuDataFrom', () => {
  const settings: SiteSettings = {
    ...DEFAULT_SITE_CONFIG.settings,
    appSettings: {
      ...DEFAULT_SITE_CONFIG.settings.appSettings,
      dealsVersion: 'v2',
      isShopPageTwo: true,
    },
    menuLinkWidgetCmsData: {
      links: [
        { label: 'Deals', url: '', subLinks: [] },
        { label: 'Shop', url: '', subLinks: [] },
      ],
    },
    todaysDealsCmsData: { title: 'Daily Deals', buttonlink: '/deals', buttontext: 'View' },
  };
  const data = menuDataFrom({
    settings,
    shopPath: '/menu-shop',
    open: true,
    categories: [
      CategorySchema.parse({ categoryName: 'Pre Rolls', urlSlug: '', image: '/img/pre.svg' }),
      CategorySchema.parse({ categoryName: 'Flower', urlSlug: 'flower-slug', image: ' ' }),
      CategorySchema.parse({ categoryName: 'Evil', urlSlug: '/evil.example', image: '' }),
    ],
    sponsoredBrands: [],
    brands: [brand('acme')],
    specials,
    dealTerm: 'bogo',
    loading: { categories: false, deals: false, brands: false },
  });

  it('maps the CMS links with the deals version and the shop path', () => {
    expect(data.mainLinks.map((link) => link.href)).toEqual(['/deals-category', '/menu-shop']);
  });
  it('sends category "Shop all" to shop page two', () => {
    expect(data.shopAllHref).toBe('/shop-cannabis-near-me');
  });
  it('builds category links (slugs encoded) and drops blank images', () => {
    expect(data.categories).toEqual([
      { name: 'Pre Rolls', href: '/category/pre-rolls', image: '/img/pre.svg' },
      { name: 'Flower', href: '/category/flower-slug', image: null },
      { name: 'Evil', href: '/category/%2Fevil.example', image: null },
    ]);
  });
  it("caps today's deals at 10 and links each to its deal search page", () => {
    expect(data.todaysDeals.title).toBe('Daily Deals');
    expect(data.todaysDeals.deals).toHaveLength(10);
    expect(data.todaysDeals.deals[0]?.href).toBe('/search/deals/flower-20');
  });
  it('answers the deal search and points "All Deals" at /search/deals', () => {
    expect(data.dealSearch.results.map((deal) => deal.name)).toEqual(['BOGO Pre Rolls']);
    expect(data.dealSearch.allHref).toBe('/search/deals');
  });
  it('sends "Sponsored Brand" Shop all to /sponsored-brand', () => {
    expect(data.sponsoredBrandsHref).toBe('/sponsored-brand');
    expect(data.sponsoredBrands.map((item) => item.name)).toEqual(['ACME']);
  });
});
