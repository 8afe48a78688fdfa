import { describe, expect, it } from 'vitest';
import { parseLenient } from '../lenient';
import { AdConfigurationSchema } from './adConfiguration';
import { PopupCampaignsSchema } from './popupCampaign';
import { StickyFooterWidgetCmsDataSchema } from './stickyFooter';

describe('stickyFooterWidgetCmsData', () => {
  it('defaults item texts and links, and leaves the shop link to the engine', () => {
    const { value } = parseLenient(StickyFooterWidgetCmsDataSchema, {}, 't');
    expect(value).toMatchObject({
      homeText: 'Home',
      dealsText: 'Deals',
      profileText: 'Profile',
      cartText: 'Cart',
      shopText: 'Shop',
      shopLink: '',
      menuText: 'Menu',
      homeMenuImage: '',
      selectedMenuMenuImage: '',
      designFiveMoreText: 'More',
      shopByChoiceTitle: 'Shop By Choice',
      shopByChoiceItems: [],
      shopByChoiceItemOne: null,
      shopByChoiceItemFour: null,
      designFiveButtonText: 'Shop All',
      dealsByCategoryTitle: 'Deals By Categories',
      designSevenCategory: [],
      designSevenButtonText: 'Shop All',
      designEightMoreText: 'More',
      designTenMoreImage: '',
    });
  });

  it('reads the design five fallback choice items and drops a broken one', () => {
    const { value, diagnostics } = parseLenient(
      StickyFooterWidgetCmsDataSchema,
      {
        shopByChoiceItemOne: { title: 'Relax', link: '/shop?effect=relax', color: '#aa33ff' },
        shopByChoiceItemTwo: 'broken',
        designSevenCategory: [{ categoryName: 'Edibles', link: '/deals-category/edibles' }],
      },
      'footer',
    );
    expect(value.shopByChoiceItemOne).toMatchObject({
      title: 'Relax',
      image: '',
      color: '#aa33ff',
    });
    expect(value.shopByChoiceItemTwo).toBeNull();
    expect(value.designSevenCategory[0]?.categoryName).toBe('Edibles');
    expect(diagnostics.map((d) => [d.path, d.used])).toEqual([['shopByChoiceItemTwo', 'null']]);
  });
});

describe('popupCampaigns', () => {
  const campaign = {
    _id: 'c1',
    campaignName: 'Welcome',
    isFormEnable: true,
    schedule: { type: 'customDates', startTime: 1_700_000_000, endTime: 1_800_000_000 },
    behavior: {
      trigger: { type: 'specificPages', pageUrls: ['/deals'] },
      showOnScroll: { enabled: true, position: 40 },
      timeOnPage: { enabled: true, time: 5 },
    },
    edit: {
      display: { templateType: 'flyout' },
      mainSection: {
        form: { emailPlaceholder: 'Your e-mail' },
        button: { name: 'Join', type: 'linkToUrl', navUrl: '/deals' },
        contentSection: { heading: 'Hello', description: 'Join us' },
        imageUpload: { showLogo: true, logoUrl: '/logo.png' },
      },
    },
    thankSection: {
      isEnable: true,
      contentSection: { heading: 'Thanks', description: 'Enjoy', showCouponCode: true },
      button: { type: 'navigate', navUrl: '/shop', required: true, name: 'Shop' },
    },
  };

  it('keeps a complete campaign as sent', () => {
    const { value, diagnostics } = parseLenient(PopupCampaignsSchema, [campaign], 'popups');
    expect(diagnostics).toEqual([]);
    expect(value[0]).toMatchObject(campaign);
    expect(value[0]?.thankSection.imageSection).toEqual({ showLogo: false, logoUrl: '' });
  });

  it('defaults a bare campaign to an ongoing popup on all pages', () => {
    const { value } = parseLenient(PopupCampaignsSchema, [{ _id: 7 }], 'popups');
    expect(value[0]).toMatchObject({
      _id: '7',
      isFormEnable: false,
      schedule: { type: 'ongoing' },
      behavior: { trigger: { type: 'allPages', pageUrls: [] }, timeOnPage: { enabled: false } },
      edit: {
        display: { templateType: 'popup' },
        mainSection: { button: { type: 'closeDisplay' } },
      },
      thankSection: { isEnable: false, button: { type: 'close-display' } },
    });
  });

  it('falls back on unknown template and button types, and drops junk entries', () => {
    const broken = {
      _id: 'b',
      edit: { display: { templateType: 'banner' } },
      schedule: { startTime: 'soon' },
    };
    const { value, diagnostics } = parseLenient(PopupCampaignsSchema, [broken, 'junk'], 'popups');
    expect(value).toHaveLength(1);
    expect(value[0]?.edit.display.templateType).toBe('popup');
    expect(value[0]?.schedule.startTime).toBe(0);
    expect(diagnostics.map((d) => d.path).sort()).toEqual(
      ['[0].edit.display.templateType', '[0].schedule.startTime', '[1]'].sort(),
    );
  });
});

describe('adConfiguration', () => {
  it('reads placements keyed by slot name and keeps unknown ad types for the engine to log', () => {
    const { value, diagnostics } = parseLenient(
      AdConfigurationSchema,
      {
        channelId: 'ch',
        provider: { accountId: 'acc', siteId: 'site', isEnabled: true },
        placements: {
          'search-page-mobile-banner': { adType: 'banner', zoneId: 'z1', width: 320, height: 50 },
          odd: { adType: 'hologram' },
          broken: 'x',
        },
      },
      'ads',
    );
    expect(value.provider).toEqual({ accountId: 'acc', siteId: 'site', isEnabled: true });
    expect(value.placements['search-page-mobile-banner']).toMatchObject({
      zoneId: 'z1',
      width: 320,
      mode: 'all',
    });
    expect(value.placements.odd?.adType).toBe('hologram');
    expect(value.placements.broken).toBeUndefined();
    expect(diagnostics).toEqual([
      {
        source: 'ads',
        path: 'placements.broken',
        problem: 'expected object, received string',
        used: 'removed',
      },
    ]);
  });
});
