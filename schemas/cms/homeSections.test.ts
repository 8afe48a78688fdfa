import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../site';
import { DEFAULT_HOME_SECTIONS } from './homeSections';

const parse = (homePageSections: unknown) => parseSiteConfig({ homePageSections });
const hero = {
  type: 'heroBanner',
  settings: { slides: [{ image: '/a.svg', heading: 'Hi' }] },
};

describe('homePageSections', () => {
  it('is absent by default, and the default home is complete', () => {
    const { config, diagnostics } = parseSiteConfig({});
    expect(diagnostics).toEqual([]);
    expect(config.settings.homePageSections).toBeUndefined();
    expect(DEFAULT_HOME_SECTIONS.map((s) => s.type)).toEqual([
      'heroBanner',
      'adSlot',
      'storeBar',
      'categoryTiles',
      'productCarousel',
      'todaysDeals',
      'brandStrip',
    ]);
  });

  it('places the home-banner ad where an adSlot section is listed', () => {
    const { config, diagnostics } = parse([{ type: 'todaysDeals' }, { type: 'adSlot' }, hero]);
    expect(diagnostics).toEqual([]);
    expect(config.settings.homePageSections).toEqual([
      { type: 'todaysDeals', settings: {} },
      { type: 'adSlot', settings: {} },
      expect.objectContaining({ type: 'heroBanner' }),
    ]);
  });

  it('reads a content teaser with its defaults, and refuses an unknown kind', () => {
    const { config, diagnostics } = parse([
      { type: 'contentTeaser' },
      { type: 'contentTeaser', settings: { kind: 'recipes' } },
    ]);
    expect(config.settings.homePageSections).toEqual([
      { type: 'contentTeaser', settings: { kind: 'blog', title: '', limit: 3 } },
    ]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.problem).toContain('contentTeaser settings.kind');
  });

  it('keeps valid sections in order and fills their defaults', () => {
    const { config, diagnostics } = parse([
      { type: 'todaysDeals' },
      hero,
      { type: 'productCarousel', settings: { source: 'category', category: 'flower' } },
      { type: 'brandStrip', settings: {} },
    ]);
    expect(diagnostics).toEqual([]);
    const sections = config.settings.homePageSections ?? [];
    expect(sections.map((s) => s.type)).toEqual([
      'todaysDeals',
      'heroBanner',
      'productCarousel',
      'brandStrip',
    ]);
    expect(sections[1]).toEqual({
      type: 'heroBanner',
      settings: {
        slides: [
          {
            image: '/a.svg',
            imageAlt: '',
            heading: 'Hi',
            text: '',
            buttonText: '',
            buttonLink: '',
            width: 1600,
            height: 600,
          },
        ],
      },
    });
    expect(sections[2]).toMatchObject({ settings: { limit: 12, title: '', category: 'flower' } });
    expect(sections[3]).toMatchObject({
      settings: { title: 'Shop by brand', sponsoredFirst: true },
    });
  });

  it.each([
    ['an unknown type', { type: 'carousel3d' }, /unknown section type "carousel3d"/],
    ['no type', { settings: {} }, /unknown section type undefined/],
    ['not an object', 42, /unknown section type undefined/],
    ['a hero without slides', { type: 'heroBanner', settings: { slides: [] } }, /heroBanner/],
    ['a slide without its picture', { type: 'heroBanner', settings: { slides: [{}] } }, /image/],
    ['rich text without html', { type: 'richText', settings: { html: '  ' } }, /richText.*html/],
    [
      'a category carousel without a category',
      { type: 'productCarousel', settings: { source: 'category' } },
      /category: source "category" needs one/,
    ],
    [
      'an unknown product source',
      { type: 'productCarousel', settings: { source: 'everything' } },
      /settings\.source/,
    ],
    ['a wrong field type', { type: 'categoryTiles', settings: { limit: 'six' } }, /limit/],
  ])('leaves out %s with exactly one diagnostic, the others render', (_name, broken, problem) => {
    const { config, diagnostics } = parse([hero, broken, { type: 'todaysDeals' }]);
    expect(config.settings.homePageSections?.map((s) => s.type)).toEqual([
      'heroBanner',
      'todaysDeals',
    ]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ path: 'homePageSections[1]', used: 'removed' });
    expect(diagnostics[0]?.problem).toMatch(problem);
    expect(diagnostics[0]?.problem).toMatch(/section left out/);
  });

  it('a value that is not a list is dropped with a diagnostic: the default home', () => {
    const { config, diagnostics } = parse({ hero: true });
    expect(config.settings.homePageSections).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.path).toBe('homePageSections');
  });

  it('a list whose every section is broken is read as an empty list (the default home)', () => {
    const { config } = parse([{ type: 'nope' }]);
    expect(config.settings.homePageSections).toEqual([]);
  });

  it('script in rich text is kept as data (sanitised where rendered), never a reason to crash', () => {
    const html = '<p>Hi</p><script>alert(1)</script>';
    const { config } = parse([{ type: 'richText', settings: { html } }]);
    expect(config.settings.homePageSections?.[0]).toEqual({
      type: 'richText',
      settings: { title: '', html },
    });
  });
});
