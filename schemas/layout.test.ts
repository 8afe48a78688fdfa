import { describe, expect, it } from 'vitest';
import {
  LAYOUT_DEFAULTS,
  firstFlagged,
  flagName,
  layoutFromSettings,
  type LayoutFlags,
} from './layout';

const none: LayoutFlags = {
  headerFooterSettings: {},
  activeVersionCms: {},
  dealsCardSettingsCMS: {},
  stickyFooterWidgetCmsData: {},
};

describe('LAYOUT_DEFAULTS', () => {
  it('uses variant one everywhere except retailer selector two and deal card five', () => {
    expect(LAYOUT_DEFAULTS).toEqual({
      header: 'one',
      menu: 'one',
      retailerSelector: 'two',
      footer: 'one',
      stickyFooter: 'one',
      dealCard: 'five',
    });
    expect(layoutFromSettings(none)).toEqual(LAYOUT_DEFAULTS);
  });
});

describe('flagName', () => {
  it.each([
    ['isHeader', 'eight', 'isHeaderEight'],
    ['isRetailerVersion', 'two', 'isRetailerVersionTwo'],
    ['isDealsCard', 'five', 'isDealsCardFive'],
    ['isDesign', 'ten', 'isDesignTen'],
  ])('%s + %s → %s', (prefix, variant, name) => {
    expect(flagName(prefix, variant)).toBe(name);
  });
});

describe('layoutFromSettings', () => {
  it.each([
    ['header', { headerFooterSettings: { isHeaderFive: true } }, 'five'],
    ['header', { headerFooterSettings: { isHeaderEight: true } }, 'eight'],
    ['header', { headerFooterSettings: { isHeaderSeven: true, isHeaderTwo: true } }, 'two'],
    ['footer', { headerFooterSettings: { isFooterTen: true } }, 'ten'],
    ['footer', { headerFooterSettings: { isFooterSeven: true, isFooterNine: true } }, 'seven'],
    ['menu', { activeVersionCms: { isMenuFour: true } }, 'four'],
    ['menu', { activeVersionCms: { isMenuThree: true, isMenuTwo: true } }, 'two'],
    ['retailerSelector', { activeVersionCms: { isRetailerVersionFive: true } }, 'five'],
    ['retailerSelector', { activeVersionCms: { isRetailerVersionThree: true } }, 'three'],
    ['dealCard', { dealsCardSettingsCMS: { isDealsCardOne: true } }, 'one'],
    [
      'dealCard',
      { dealsCardSettingsCMS: { isDealsCardThree: true, isDealsCardFour: true } },
      'three',
    ],
    ['stickyFooter', { stickyFooterWidgetCmsData: { isDesignSeven: true } }, 'seven'],
    ['stickyFooter', { stickyFooterWidgetCmsData: { isDesignTen: true } }, 'ten'],
  ] as const)('%s from %j is %s', (family, flags, variant) => {
    const layout = layoutFromSettings({ ...none, ...flags });
    expect(layout[family]).toBe(variant);
    expect({ ...layout, [family]: LAYOUT_DEFAULTS[family] }).toEqual(LAYOUT_DEFAULTS);
  });

  it.each([
    ['false flags', { headerFooterSettings: { isHeaderTwo: false } }],
    ['a string "true"', { headerFooterSettings: { isHeaderTwo: 'true' } }],
    ['the number 1', { headerFooterSettings: { isHeaderTwo: 1 } }],
    ['a flag of another family', { headerFooterSettings: { isMenuTwo: true } }],
  ])('ignores %s', (_, flags) => {
    expect(layoutFromSettings({ ...none, ...flags }).header).toBe('one');
  });
});

describe('firstFlagged', () => {
  it('follows the order of the variant list, not of the object keys', () => {
    const flags = { isXThree: true, isXOne: true };
    expect(firstFlagged(flags, 'isX', ['one', 'two', 'three'], 'two')).toBe('one');
    expect(firstFlagged({}, 'isX', ['one', 'two'], 'two')).toBe('two');
  });
});
