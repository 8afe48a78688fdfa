import { describe, expect, it } from 'vitest';
import {
  parseSiteConfig,
  type Category,
  type StickyFooterVariant,
  type StickyFooterWidgetCmsData,
} from '../../../schemas';
import type { StickyFooterItemId } from '../../../variants/sticky-footers/types';
import { PRICE_FILTERS } from '../../rules/listingQuery';
import { dealsCategoryTiles, priceHref, shopByChoiceSlides } from './sheets';
import { activeItemFor, stickyFooterDataFrom, type StickyFooterInputs } from './stickyFooterData';

const cmsFrom = (raw: Record<string, unknown> = {}): StickyFooterWidgetCmsData =>
  parseSiteConfig({ stickyFooterWidgetCmsData: raw }).config.settings.stickyFooterWidgetCmsData;

const inputs = (overrides: Partial<StickyFooterInputs> = {}): StickyFooterInputs => ({
  design: 'one',
  cms: cmsFrom(),
  shopPath: '/shop',
  isShopPageTwo: false,
  pathname: '/',
  cartCount: 0,
  loadingId: null,
  menuOpen: false,
  categories: [],
  categoriesLoading: false,
  ...overrides,
});

const category = (categoryName: string, urlSlug = ''): Category => ({
  categoryName,
  urlSlug,
  image: `/images/categories/${urlSlug || 'x'}.svg`,
  imageAlt: '',
  imageTitle: '',
});

describe('activeItemFor (spec 2.10 active icon)', () => {
  const items: { id: StickyFooterItemId; href: string | null }[] = [
    { id: 'home', href: '/' },
    { id: 'deals', href: '/deals' },
    { id: 'heart', href: '/' },
    { id: 'shop', href: '/shop?sort=new' },
    { id: 'menu', href: null },
    { id: 'profile', href: 'https://example.com/profile' },
  ];
  it.each<[string, StickyFooterItemId | null]>([
    ['/', 'home'],
    ['/deals', 'deals'],
    ['/deals/', 'deals'],
    ['/deals/bogo', 'deals'],
    ['/dealsx', null],
    ['/shop', 'shop'],
    ['/shop/brand/x', 'shop'],
    ['/cart', null],
    ['/profile', null],
  ])('%s → %s', (pathname, expected) => {
    expect(activeItemFor(pathname, items)).toBe(expected);
  });
});

describe('stickyFooterDataFrom: items per design (spec 2.10)', () => {
  it.each<[StickyFooterVariant, StickyFooterItemId[], string | null, string]>([
    ['one', ['home', 'deals', 'cart', 'profile'], 'search', 'hideZero'],
    ['two', ['home', 'shop', 'deals', 'cart', 'profile'], null, 'showZero'],
    ['three', ['home', 'shop', 'deals', 'cart', 'menu'], null, 'cap99'],
    ['five', ['home', 'shop', 'cart', 'profile'], 'more', 'showZero'],
    ['seven', ['home', 'shop', 'cart', 'menu'], 'more', 'showZero'],
    ['ten', ['home', 'shop', 'cart', 'menu'], 'search', 'hideZero'],
  ])('%s: %j, centre %s, badge %s', (design, ids, centreKind, badge) => {
    const data = stickyFooterDataFrom(inputs({ design }));
    expect(data.items.map((entry) => entry.id)).toEqual(ids);
    expect(data.centre?.kind ?? null).toBe(centreKind);
    expect(data.cartBadge).toBe(badge);
  });
});

describe('stickyFooterDataFrom: links, texts and images', () => {
  it.each<[string, Partial<StickyFooterInputs>, StickyFooterItemId, string | null]>([
    ['home default', {}, 'home', '/'],
    ['deals default', {}, 'deals', '/deals'],
    ['profile default', {}, 'profile', '/menu-profile'],
    ['cart default', {}, 'cart', '/cart'],
    ['shop → shop path', { design: 'two', shopPath: '/menu' }, 'shop', '/menu'],
    [
      'shop → shop page two',
      { design: 'two', isShopPageTwo: true },
      'shop',
      '/shop-cannabis-near-me',
    ],
    ['shop CMS link wins', { design: 'two', cms: cmsFrom({ shopLink: '/s' }) }, 'shop', '/s'],
    ['heart default', { design: 'four' }, 'heart', '/'],
    ['menu is an action', { design: 'three' }, 'menu', null],
    [
      'CMS deals link',
      { cms: cmsFrom({ dealsLink: '/deals-category' }) },
      'deals',
      '/deals-category',
    ],
    ['unsafe CMS link → default', { cms: cmsFrom({ cartLink: 'javascript:x' }) }, 'cart', '/cart'],
  ])('%s', (_, overrides, id, href) => {
    const data = stickyFooterDataFrom(inputs(overrides));
    expect(data.items.find((entry) => entry.id === id)?.href).toBe(href);
  });

  it('takes CMS texts and images, and marks the current, loading and menu items', () => {
    const data = stickyFooterDataFrom(
      inputs({
        design: 'three',
        pathname: '/deals/bogo',
        loadingId: 'cart',
        menuOpen: true,
        cms: cmsFrom({ dealsText: 'Offers', dealsMenuImage: '/d.svg', selectedDealsMenuImage: '' }),
      }),
    );
    const deals = data.items.find((entry) => entry.id === 'deals');
    expect(deals).toMatchObject({ text: 'Offers', icon: '/d.svg', activeIcon: null, active: true });
    expect(data.items.filter((entry) => entry.active).map((entry) => entry.id)).toEqual([
      'deals',
      'menu',
    ]);
    expect(data.items.filter((entry) => entry.loading).map((entry) => entry.id)).toEqual(['cart']);
  });

  it.each<[StickyFooterVariant, Record<string, unknown>, string, string | null]>([
    ['one', {}, 'Search', null],
    ['five', { designFiveMoreText: 'Choose', designFiveMoreImage: '/m.svg' }, 'Choose', '/m.svg'],
    ['seven', { designSevenMoreText: 'Deals' }, 'Deals', null],
    ['eight', { designEightMoreText: 'Find' }, 'Find', null],
    ['nine', { designNineMoreImage: '/s.svg' }, 'More', '/s.svg'],
    ['ten', { designTenMoreText: 'Explore' }, 'Explore', null],
  ])('centre of %s reads its CMS text and image', (design, raw, text, icon) => {
    expect(stickyFooterDataFrom(inputs({ design, cms: cmsFrom(raw) })).centre).toMatchObject({
      text,
      icon,
    });
  });
});

describe('design five sheet: Shop By Choice (spec 2.10, §9)', () => {
  const item = (title: string) => ({ title, image: `/${title}.svg`, link: `/category/${title}` });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'the list when sent',
      { shopByChoiceItems: [item('a'), item('b')], shopByChoiceItemOne: item('x') },
      ['a', 'b'],
    ],
    [
      'the four fixed fields otherwise',
      {
        shopByChoiceItemOne: item('w'),
        shopByChoiceItemTwo: item('x'),
        shopByChoiceItemFour: item('z'),
      },
      ['w', 'x', 'z'],
    ],
    ['nothing at all', {}, []],
    [
      'skips entries with neither title nor image',
      { shopByChoiceItems: [{ link: '/x' }, item('b')] },
      ['b'],
    ],
  ])('%s', (_, raw, titles) => {
    expect(shopByChoiceSlides(cmsFrom(raw)).map((slide) => slide.title)).toEqual(titles);
  });

  it.each(PRICE_FILTERS.map((filter) => [filter.label, filter.value] as const))(
    '%s → ?pageNo=1&price=%s on the shop path',
    (label, value) => {
      const sheet = stickyFooterDataFrom(inputs({ design: 'five', shopPath: '/menu' })).sheet;
      expect(sheet?.kind).toBe('shopByChoice');
      if (sheet?.kind !== 'shopByChoice') return;
      expect(sheet.prices).toContainEqual({ text: label, href: `/menu?pageNo=1&price=${value}` });
    },
  );

  it('has the seven price filters in order and the Shop All defaults', () => {
    const sheet = stickyFooterDataFrom(inputs({ design: 'five' })).sheet;
    if (sheet?.kind !== 'shopByChoice') throw new Error('no sheet');
    expect(sheet.prices.map((price) => price.text)).toEqual([
      'Under $20',
      'Under $40',
      'Under $60',
      'Under $70',
      'Under $80',
      'Under $100',
      '$100 & Above',
    ]);
    expect(sheet.prices[6]?.href).toBe(priceHref('/shop', '100-above'));
    expect(sheet.title).toBe('Shop By Choice');
    expect(sheet.priceTitle).toBe('Shop By Price');
    expect(sheet.shopAll).toEqual({ text: 'Shop All', href: '/shop' });
  });
});

describe('design seven sheet: Deals By Categories (spec 2.10)', () => {
  const categories = [category('Flower', 'flower'), category('Pre Rolls', 'pre-rolls')];

  it.each<
    [string, Record<string, unknown>, { name: string; href: string; image: string | null }[]]
  >([
    [
      'product categories when the CMS sends none',
      {},
      [
        { name: 'Flower', href: '/deals-category/flower', image: '/images/categories/flower.svg' },
        {
          name: 'Pre Rolls',
          href: '/deals-category/pre-rolls',
          image: '/images/categories/pre-rolls.svg',
        },
      ],
    ],
    [
      'the CMS list, its links, else /deals-category/{slug}',
      {
        designSevenCategory: [
          { categoryName: 'Flower', link: '/specials?specialSlug=flower' },
          { categoryName: 'pre rolls', link: '' },
          { categoryName: 'Tinctures & Oils', link: '' },
          { categoryName: ' ', link: '/x' },
        ],
      },
      [
        {
          name: 'Flower',
          href: '/specials?specialSlug=flower',
          image: '/images/categories/flower.svg',
        },
        {
          name: 'pre rolls',
          href: '/deals-category/pre-rolls',
          image: '/images/categories/pre-rolls.svg',
        },
        { name: 'Tinctures & Oils', href: '/deals-category/tinctures-oils', image: null },
      ],
    ],
  ])('%s', (_, raw, expected) => {
    expect(dealsCategoryTiles(cmsFrom(raw), categories)).toEqual(expected);
  });

  it('encodes a category slug as one path segment', () => {
    const hostile = [category('Evil', '/evil.example')];
    expect(dealsCategoryTiles(cmsFrom({}), hostile)[0]?.href).toBe(
      '/deals-category/%2Fevil.example',
    );
  });

  it('buttons carry their CMS texts, links and colours; loading only without a CMS list', () => {
    const sheet = stickyFooterDataFrom(
      inputs({
        design: 'seven',
        isShopPageTwo: true,
        categoriesLoading: true,
        cms: cmsFrom({ designSevenButtonBackgroundColor: '#000000' }),
      }),
    ).sheet;
    if (sheet?.kind !== 'dealsByCategories') throw new Error('no sheet');
    expect(sheet.title).toBe('Deals By Categories');
    expect(sheet.loading).toBe(true);
    expect(sheet.viewAllDeals).toMatchObject({ text: 'View All Deals', href: '/deals' });
    expect(sheet.shopAll).toMatchObject({
      text: 'Shop All',
      href: '/shop-cannabis-near-me',
      background: '#000000',
    });
    const withCms = stickyFooterDataFrom(
      inputs({
        design: 'seven',
        categoriesLoading: true,
        cms: cmsFrom({ designSevenCategory: [{ categoryName: 'Flower', link: '' }] }),
      }),
    ).sheet;
    expect(withCms?.kind === 'dealsByCategories' && withCms.loading).toBe(false);
  });
});
