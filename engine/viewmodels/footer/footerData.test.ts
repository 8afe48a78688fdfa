import { describe, expect, it } from 'vitest';
import { parseSiteConfig, type Retailer, type Special } from '../../../schemas';
import { CategorySchema, RetailerSchema, SpecialSchema } from '../../../schemas';
import { footerDataFrom, type FooterInputs } from './footerData';

const special = (n: number): Special =>
  SpecialSchema.parse({ id: `s${n}`, name: `Deal ${n}`, urlSlug: `deal-${n}` });
const retailer = (over: Record<string, unknown>): Retailer => RetailerSchema.parse(over);

function inputs(settings: unknown, over: Partial<FooterInputs> = {}): FooterInputs {
  return {
    settings: parseSiteConfig(settings).config.settings,
    categories: [],
    specials: [],
    retailers: [],
    hidesStoreDirectoryLinks: false,
    showsFooterStoreCarousel: false,
    headingsLoading: false,
    year: 2026,
    sanitizedSubtextHtml: '',
    ...over,
  };
}

describe('footerDataFrom (spec 2.16)', () => {
  it('lists the first 5 specials, then Shop All Specials', () => {
    const data = footerDataFrom(inputs({}, { specials: [1, 2, 3, 4, 5, 6, 7].map(special) }));
    expect(data.todaysDeals.deals.map((d) => d.name)).toEqual([
      'Deal 1',
      'Deal 2',
      'Deal 3',
      'Deal 4',
      'Deal 5',
    ]);
    expect(data.todaysDeals.deals[0]?.href).toBe('/search/deals/deal-1');
    expect(data.todaysDeals).toMatchObject({
      shopAllHref: '/specials',
      shopAllLabel: 'Shop All Specials',
    });
  });

  it('hides the store directory links for the provider profile that hides them', () => {
    const settings = {
      quickLinks: {
        links: [
          { label: 'Find a Dispensary', url: '/find-a-dispensary' },
          { label: 'Store Directory', url: '/store-directory' },
          { label: 'FAQ', url: '/faq' },
        ],
      },
    };
    expect(footerDataFrom(inputs(settings)).quickLinks.links).toHaveLength(3);
    const hidden = footerDataFrom(inputs(settings, { hidesStoreDirectoryLinks: true }));
    expect(hidden.quickLinks.links).toEqual([{ label: 'FAQ', href: '/faq' }]);
  });

  it('drops CMS links that are neither site paths nor http(s)', () => {
    const settings = {
      quickLinks: {
        links: [
          { label: 'x', url: 'javascript:alert(1)' },
          { label: 'ok', url: 'https://a.example' },
        ],
      },
      socialLinksCms: [
        {
          isShowSocialLink: true,
          socialLinks: [
            { title: 'Bad', link: 'javascript:x' },
            { title: 'Instagram', link: 'https://instagram.com/x' },
          ],
        },
      ],
    };
    const data = footerDataFrom(inputs(settings));
    expect(data.quickLinks.links).toEqual([{ label: 'ok', href: 'https://a.example' }]);
    expect(data.social?.map((s) => s.title)).toEqual(['Instagram']);
  });

  it('shows social links only when enabled', () => {
    const settings = {
      socialLinksCms: [
        { isShowSocialLink: false, socialLinks: [{ title: 'X', link: 'https://x.com' }] },
      ],
    };
    expect(footerDataFrom(inputs(settings)).social).toBeNull();
  });

  describe('store carousel (2.11): both conditions', () => {
    const settings = {
      footerCms: {
        enableAdditionalSection: true,
        additionalSectionBgColor: '#eef',
        retailers: [{ retailerId: 'r2' }, { retailerId: 'gone' }, { retailerId: 'r1' }],
      },
    };
    const retailers = [
      retailer({ id: 'r1', name: 'Detroit', contactNumber: 'null', urlSlug: 'detroit' }),
      retailer({ id: 'r2', name: 'Ann Arbor', contactNumber: '(734) 555-0101', urlSlug: '' }),
    ];
    it.each([
      [false, true, false],
      [true, false, false],
      [true, true, true],
    ])(
      'profile shows it: %s, CMS enables it: %s → shown: %s',
      (profileShows, cmsEnables, shown) => {
        const data = footerDataFrom(
          inputs(
            { footerCms: { ...settings.footerCms, enableAdditionalSection: cmsEnables } },
            { retailers, showsFooterStoreCarousel: profileShows },
          ),
        );
        expect(data.storeCarousel !== null).toBe(shown);
      },
    );
    it('keeps CMS order, applies the phone and details link rules', () => {
      const data = footerDataFrom(inputs(settings, { retailers, showsFooterStoreCarousel: true }));
      expect(data.storeCarousel).toEqual({
        backgroundColor: '#eef',
        stores: [
          expect.objectContaining({
            name: 'Ann Arbor',
            phone: '(734) 555-0101',
            detailsHref: '/r2',
          }),
          expect.objectContaining({ name: 'Detroit', phone: null, detailsHref: '/detroit' }),
        ],
      });
    });
    it('encodes a hostile store slug, so its link stays on the site', () => {
      const hostile = [retailer({ id: 'r1', name: 'Evil', urlSlug: '/evil.example' })];
      const data = footerDataFrom(
        inputs(
          { footerCms: { ...settings.footerCms, retailers: [{ retailerId: 'r1' }] } },
          { retailers: hostile, showsFooterStoreCarousel: true },
        ),
      );
      expect(data.storeCarousel?.stores[0]?.detailsHref).toBe('/%2Fevil.example');
    });
  });

  it('sends no quick links when the CMS has none, so no bare heading is drawn', () => {
    expect(
      footerDataFrom(inputs({ quickLinks: { title: 'Quick Links', links: [] } })).quickLinks,
    ).toEqual({ title: 'Quick Links', links: [] });
  });

  it('passes the sanitised subtext on as given', () => {
    expect(
      footerDataFrom(inputs({}, { sanitizedSubtextHtml: '<p>x</p>' })).sanitizedSubtextHtml,
    ).toBe('<p>x</p>');
  });

  it('links each category by its slug, slugifying the name when the slug is missing', () => {
    const categories = [
      { categoryName: 'Pre Rolls', urlSlug: '' },
      { categoryName: 'Flower', urlSlug: 'flower-mi' },
      { categoryName: '  ', urlSlug: '' },
    ].map((c) => CategorySchema.parse(c));
    expect(footerDataFrom(inputs({}, { categories })).shopLinks).toEqual([
      { label: 'Pre Rolls', href: '/category/pre-rolls' },
      { label: 'Flower', href: '/category/flower-mi' },
    ]);
  });

  it('shows no store band when none of the CMS stores is known', () => {
    const data = footerDataFrom(
      inputs(
        { footerCms: { enableAdditionalSection: true, retailers: [{ retailerId: 'gone' }] } },
        { showsFooterStoreCarousel: true },
      ),
    );
    expect(data.storeCarousel).toBeNull();
  });

  it('applies the CMS colours', () => {
    const data = footerDataFrom(
      inputs({
        generalSettingsComponentUiData: {
          footerBackgroundColor: '#000',
          footerFontColor: '#fff',
          footerHoverColor: '#ff0',
          footerActiveColor: '#0f0',
        },
      }),
    );
    expect(data.colors).toEqual({
      background: '#000',
      font: '#fff',
      hover: '#ff0',
      active: '#0f0',
    });
  });

  it('carries the compliance notices whatever the other places’ switches say; none by default', () => {
    expect(footerDataFrom(inputs({})).notices).toBeNull();
    const settings = {
      complianceNoticesCms: {
        licenseNumber: 'AU-R-000123',
        warnings: ['National Poison Control Center 1-800-222-1222.'],
        showOnAgeGate: false,
        showInPopups: false,
        showBesideAds: false,
      },
    };
    expect(footerDataFrom(inputs(settings)).notices).toEqual({
      license: 'License No. AU-R-000123',
      warnings: ['National Poison Control Center 1-800-222-1222.'],
    });
  });
});
