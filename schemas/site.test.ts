import { describe, expect, it } from 'vitest';
import { deepFrozen } from './deepFrozen';
import { LAYOUT_DEFAULTS } from './layout';
import { SITE_SETTINGS_KEYS } from './settingsKeys';
import { DEFAULT_SITE_CONFIG, SiteConfigSchema, parseSiteConfig } from './site';

const settings = DEFAULT_SITE_CONFIG.settings;

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => {
    return typeof current === 'object' && current !== null
      ? (current as Record<string, unknown>)[key]
      : undefined;
  }, value);
}

describe('DEFAULT_SITE_CONFIG', () => {
  it('is what an empty configuration parses to, without diagnostics', () => {
    const { config, diagnostics } = parseSiteConfig({});
    expect(config).toEqual(DEFAULT_SITE_CONFIG);
    expect(diagnostics).toEqual([]);
    expect(config.layout).toEqual(LAYOUT_DEFAULTS);
  });

  it('has every CMS setting of the spec §3 table', () => {
    expect(Object.keys(SiteConfigSchema.shape).sort()).toEqual([...SITE_SETTINGS_KEYS].sort());
  });

  it.each([
    // Texts and values the spec gives.
    ['tickerPageCms.isEnabled', false],
    ['tickerPageCms.backgroundColor', 'black'],
    ['tickerPageCms.color', 'white'],
    ['todaysDealsCmsData.title', "Today's Deals"],
    ['todaysDealsCmsData.buttonlink', '/deals'],
    ['todaysDealsCmsData.buttontext', 'View All Deals'],
    ['checkoutPopupSettingsCMS.title', 'Checkout Offer'],
    [
      'checkoutPopupSettingsCMS.description',
      'Complete your purchase to take advantage of this special offer!',
    ],
    ['checkoutPopupSettingsCMS.enableCartBasedSuggestions', false],
    ['checkoutPopupSettingsCMS.productSlugs', []],
    ['retailerClosePopupCMS.isTurnOn', false],
    ['retailerClosePopupCMS.alertTitle', 'Store Closed'],
    [
      'retailerClosePopupCMS.alertDescription',
      'Our store is currently closed. You can browse, but checkout is disabled',
    ],
    ['retailerClosePopupCMS.buttonText', 'Close'],
    ['quickLinks.title', 'Quick Links'],
    ['quickLinks.links', []],
    ['headerWidgetCmsData.logo', '/images/logo.svg'],
    ['headerWidgetCmsData.brandLabel', 'Brands'],
    ['headerWidgetCmsData.shouldShowBrandLabel', true],
    ['headerWidgetCmsData.isStickyHeader', false],
    ['headerWidgetCmsData.links', []],
    ['menuLinkWidgetCmsData.links', []],
    ['preferenceModalCmsData.title', 'Select Your Store'],
    ['preferenceModalCmsData.subtitle', 'How do you want to shop?'],
    ['stickyFooterWidgetCmsData.homeLink', '/'],
    ['stickyFooterWidgetCmsData.dealsLink', '/deals'],
    ['stickyFooterWidgetCmsData.profileLink', '/menu-profile'],
    ['stickyFooterWidgetCmsData.cartLink', '/cart'],
    ['stickyFooterWidgetCmsData.heartLink', '/'],
    ['stickyFooterWidgetCmsData.shopByPriceTitle', 'Shop By Price'],
    ['stickyFooterWidgetCmsData.designSevenDealsAllButtonText', 'View All Deals'],
    ['footerCms.enableAdditionalSection', false],
    ['providerSettingsCms.isPosProvider', false],
    ['chatPlatformCms.enabled', false],
    ['appSettings.dealsVersion', 'v1'],
    ['appSettings.isShopPageTwo', false],
    ['appSettings.searchMenuType', 'plain'],
    ['appSettings.careerVersion', null],
    ['appSettings.shopPath', '/shop'],
    // Documented defaults where the spec gives none.
    ['generalSettingsComponentUiData.footerBackgroundColor', '#101418'],
    ['generalSettingsComponentUiData.footerFontColor', '#e8eae6'],
    ['generalSettingsComponentUiData.footerHoverColor', '#ffffff'],
    ['generalSettingsComponentUiData.footerActiveColor', '#7fd1a3'],
    ['deliverySettingsCMS.isActive', true],
    ['deliverySettingsCMS.turnOffCurbsidePickup', false],
    ['deliverySettingsCMS.hideDeliveryBtn', false],
    ['retailerMenuTypeSettingsCMS.isMedicalTypeOn', false],
    ['stateSelectionSettingsCMS.enableStateSelector', false],
    ['dealsSettingsCms.isDescriptionActive', false],
    ['dealsImageSettingCMS.useMenuProviderImage', false],
    ['dealsImageSettingCMS.isCustomImage', false],
    ['cartProductSectionCmsData.isShowLocation', false],
    ['abandonedCartCampaignSettingsCms.isActive', false],
    ['abandonedCartCampaignSettingsCms.triggerTiming', 3_600_000],
    ['abandonedCartNotificationSettingsCms.delay', 3_600_000],
    ['homeDealsSectionCmsData', {}],
    ['searchPageCms', {}],
    ['socialLinksCms', []],
    ['tickerCrudData', []],
    ['popupCampaigns', []],
    ['adConfiguration.placements', {}],
    ['adConfiguration.provider.isEnabled', false],
    ['meta', undefined],
  ])('%s defaults to %j', (path, expected) => {
    expect(at(settings, path)).toEqual(expected);
  });

  it('turns every variant flag off', () => {
    const groups = [
      settings.headerFooterSettings,
      settings.activeVersionCms,
      settings.dealsCardSettingsCMS,
    ];
    const flags = groups.flatMap((group) => Object.values(group));
    expect(flags).toHaveLength(8 + 10 + 4 + 4 + 5);
    expect(flags.every((value) => value === false)).toBe(true);
    expect(settings.stickyFooterWidgetCmsData.isDesignOne).toBe(false);
    expect(settings.stickyFooterWidgetCmsData.isDesignTen).toBe(false);
  });
});

describe('parseSiteConfig', () => {
  it('normalises the variant flags into the layout', () => {
    const { config, diagnostics } = parseSiteConfig({
      headerFooterSettings: { isHeaderFive: true, isHeaderSix: true, isFooterSeven: true },
      activeVersionCms: { isMenuTwo: true, isRetailerVersionFour: true },
      dealsCardSettingsCMS: { isDealsCardTwo: true },
      stickyFooterWidgetCmsData: { isDesignNine: true },
    });
    expect(diagnostics).toEqual([]);
    expect(config.layout).toEqual({
      header: 'five',
      menu: 'two',
      retailerSelector: 'four',
      footer: 'seven',
      stickyFooter: 'nine',
      dealCard: 'two',
    });
  });

  it('keeps what the CMS sends', () => {
    const { config, diagnostics } = parseSiteConfig({
      headerWidgetCmsData: {
        logoTitle: 'Green Leaf',
        links: [
          { label: 'Shop', url: '/shop', subLinks: [{ label: 'Flower', url: '/category/flower' }] },
        ],
      },
      tickerCrudData: [{ title: 'Free delivery', link: '/deals' }],
      socialLinksCms: [
        {
          isShowSocialLink: true,
          socialLinks: [{ link: 'https://x.test', image: '/x.svg', title: 'X' }],
        },
      ],
      appSettings: { dealsVersion: 'v2', searchMenuType: 'fullText', careerVersion: 'one' },
      homeDealsSectionCmsData: { anything: [1, 2] },
      meta: { title: 'Green Leaf', description: 'A demo' },
    });
    expect(diagnostics).toEqual([]);
    expect(config.settings.headerWidgetCmsData.links[0]?.subLinks[0]?.url).toBe('/category/flower');
    expect(config.settings.headerWidgetCmsData.logo).toBe('/images/logo.svg');
    expect(config.settings.tickerCrudData).toEqual([{ title: 'Free delivery', link: '/deals' }]);
    expect(config.settings.socialLinksCms[0]?.socialLinks[0]?.title).toBe('X');
    expect(config.settings.appSettings).toMatchObject({
      dealsVersion: 'v2',
      searchMenuType: 'fullText',
      careerVersion: 'one',
    });
    expect(config.settings.homeDealsSectionCmsData).toEqual({ anything: [1, 2] });
    expect(config.settings.meta).toEqual({ title: 'Green Leaf', description: 'A demo' });
  });

  it('repairs a deliberately broken payload field by field', () => {
    const { config, diagnostics } = parseSiteConfig({
      headerFooterSettings: { isHeaderTwo: 'yes', isHeaderThree: true },
      headerWidgetCmsData: {
        logo: 5,
        brandLabel: null,
        links: [{ label: 'A', url: '/a' }, 7, { label: 'C', url: 3 }],
      },
      menuLinkWidgetCmsData: { links: 'not a list' },
      tickerPageCms: 'red',
      quickLinks: { title: ['Quick'], links: [{ label: 'FAQ', url: '/faq' }] },
      appSettings: { dealsVersion: 'v3', careerVersion: 7, shopPath: '/menu' },
      popupCampaigns: { not: 'a list' },
      unknownSetting: { ignored: true },
    });
    const byPath = Object.fromEntries(diagnostics.map((d) => [d.path, d]));
    expect(Object.keys(byPath).sort()).toEqual(
      [
        'headerFooterSettings.isHeaderTwo',
        'headerWidgetCmsData.logo',
        'headerWidgetCmsData.brandLabel',
        'headerWidgetCmsData.links[1]',
        'headerWidgetCmsData.links[2].url',
        'menuLinkWidgetCmsData.links',
        'tickerPageCms',
        'quickLinks.title',
        'appSettings.dealsVersion',
        'appSettings.careerVersion',
        'popupCampaigns',
      ].sort(),
    );
    expect(diagnostics.every((d) => d.source === 'site configuration')).toBe(true);
    expect(byPath['headerWidgetCmsData.logo']).toMatchObject({
      problem: 'expected string, received number',
      used: '"/images/logo.svg"',
    });
    expect(byPath['headerWidgetCmsData.links[1]']?.used).toBe('removed');
    expect(byPath['appSettings.dealsVersion']?.problem).toContain('received "v3"');
    expect(byPath['tickerPageCms']?.used).toBe(
      '{"isEnabled":false,"backgroundColor":"black","color":"white"}',
    );

    const s = config.settings;
    expect(config.layout.header).toBe('three');
    expect(s.headerWidgetCmsData.logo).toBe('/images/logo.svg');
    expect(s.headerWidgetCmsData.brandLabel).toBe('Brands');
    expect(s.headerWidgetCmsData.links).toEqual([
      { label: 'A', url: '/a', subLinks: [] },
      { label: 'C', url: '', subLinks: [] },
    ]);
    expect(s.menuLinkWidgetCmsData.links).toEqual([]);
    expect(s.tickerPageCms).toEqual({ isEnabled: false, backgroundColor: 'black', color: 'white' });
    expect(s.quickLinks).toEqual({ title: 'Quick Links', links: [{ label: 'FAQ', url: '/faq' }] });
    expect(s.appSettings).toMatchObject({
      dealsVersion: 'v1',
      careerVersion: null,
      shopPath: '/menu',
    });
    expect(s.popupCampaigns).toEqual([]);
    expect('unknownSetting' in s).toBe(false);
  });

  it.each([
    ['null', null],
    ['a string', 'settings'],
    ['a number', 3],
    ['an array', [{ headerFooterSettings: {} }]],
  ])('gives the default configuration and one diagnostic for %s', (_, input) => {
    const { config, diagnostics } = parseSiteConfig(input);
    expect(config).toEqual(DEFAULT_SITE_CONFIG);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ path: '(root)', used: 'defaults' });
  });
});

describe('parseSiteConfig of an answer the server shares', () => {
  it('reads a frozen answer once and shares its frozen reading', () => {
    const answer = deepFrozen({ appSettings: { shopPath: '/menu' } });
    const first = parseSiteConfig(answer);
    expect(parseSiteConfig(answer)).toBe(first);
    expect(Object.isFrozen(first.config.settings.appSettings)).toBe(true);
    expect(first.config.settings.appSettings.shopPath).toBe('/menu');
    expect(Object.isFrozen(first.diagnostics)).toBe(true);
  });

  it('reads an answer that is not frozen afresh each time', () => {
    const answer = { appSettings: { shopPath: '/menu' } };
    expect(parseSiteConfig(answer)).not.toBe(parseSiteConfig(answer));
  });
});
