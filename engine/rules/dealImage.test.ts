import { describe, expect, it } from 'vitest';
import type { DealsImageSettingCms } from '../../schemas';
import { dealImage, type DealImageSpecial } from './dealImage';

const PROVIDER = '/provider/banner.jpg';
const STATIC = '/provider/static.png';
const CMS_IMAGE = '/cms/deals.png';
const OWN_IMAGE = '/cms/special-own.png';
const DEFAULT = '/images/deals-default-img.png';

const settings = (patch: Partial<DealsImageSettingCms> = {}): DealsImageSettingCms => ({
  useMenuProviderImage: false,
  isCustomImage: false,
  image: '',
  ...patch,
});

const special = (
  providerImage: string,
  own: { isCustomImage: boolean; image: string } = { isCustomImage: false, image: '' },
): DealImageSpecial => ({
  menuDisplayConfiguration: { image: providerImage, name: 'Deal', description: '' },
  ...own,
});

describe('dealImage (spec §3 "Deal image selection")', () => {
  it.each([
    ['1: provider image', settings({ useMenuProviderImage: true }), special(PROVIDER), PROVIDER],
    [
      '1: provider flag wins over custom',
      settings({ useMenuProviderImage: true, isCustomImage: true, image: CMS_IMAGE }),
      special(PROVIDER),
      PROVIDER,
    ],
    [
      '1: no provider image → static fallback',
      settings({ useMenuProviderImage: true }),
      special(''),
      STATIC,
    ],
    [
      '1: provider image "null" → static fallback',
      settings({ useMenuProviderImage: true }),
      special('null'),
      STATIC,
    ],
    [
      '2: CMS custom image',
      settings({ isCustomImage: true, image: CMS_IMAGE }),
      special(PROVIDER),
      CMS_IMAGE,
    ],
    [
      '2: the special’s own custom image',
      settings(),
      special(PROVIDER, { isCustomImage: true, image: OWN_IMAGE }),
      OWN_IMAGE,
    ],
    [
      '2: own image before the CMS image',
      settings({ isCustomImage: true, image: CMS_IMAGE }),
      special(PROVIDER, { isCustomImage: true, image: OWN_IMAGE }),
      OWN_IMAGE,
    ],
    [
      '2: own flag without an image → CMS image',
      settings({ isCustomImage: true, image: CMS_IMAGE }),
      special(PROVIDER, { isCustomImage: true, image: ' ' }),
      CMS_IMAGE,
    ],
    [
      '2: image without the flag is ignored',
      settings({ image: CMS_IMAGE }),
      special(PROVIDER),
      DEFAULT,
    ],
    [
      '2: custom flag with no image → default',
      settings({ isCustomImage: true, image: '' }),
      special(PROVIDER),
      DEFAULT,
    ],
    ['3: nothing configured → default', settings(), special(PROVIDER), DEFAULT],
  ])('%s', (_row, cms, deal, expected) => {
    expect(dealImage(cms, deal, STATIC)).toBe(expected);
  });

  it('uses the shipped default as the provider static image unless told otherwise', () => {
    expect(dealImage(settings({ useMenuProviderImage: true }), special(''))).toBe(DEFAULT);
  });
});
