import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, SpecialSchema, type SiteSettings } from '../../../schemas';
import { dealButtonLabel, dealCardDealFrom } from './dealCardData';

const special = SpecialSchema.parse({
  id: 's-1',
  name: 'bogo',
  urlSlug: 'bogo-pre-rolls',
  menuDisplayConfiguration: {
    image: '/images/deals/bogo-pre-rolls.svg',
    name: 'BOGO Pre Rolls',
    description: ' Buy one, get one. ',
  },
});

const settings = (patch: Partial<SiteSettings> = {}): SiteSettings => ({
  ...DEFAULT_SITE_CONFIG.settings,
  ...patch,
});

describe('dealCardDealFrom (spec 2.15, §3)', () => {
  it('maps the menu display name, description, image and the elsewhere target', () => {
    const deal = dealCardDealFrom({
      special,
      settings: settings({
        dealsSettingsCms: { isDescriptionActive: true },
        dealsImageSettingCMS: { useMenuProviderImage: true, isCustomImage: false, image: '' },
      }),
      context: { page: 'elsewhere' },
      brandList: [],
    });
    expect(deal).toEqual({
      name: 'BOGO Pre Rolls',
      description: 'Buy one, get one.',
      image: { src: '/images/deals/bogo-pre-rolls.svg', alt: '' },
      href: '/search/deals/bogo-pre-rolls',
      buttonLabel: 'Shop now',
    });
  });

  it.each([
    [true, 'Buy one, get one.'],
    [false, null],
  ])('isDescriptionActive %s → description %s', (isDescriptionActive, expected) => {
    const deal = dealCardDealFrom({
      special,
      settings: settings({ dealsSettingsCms: { isDescriptionActive } }),
      context: { page: 'deals' },
      brandList: [],
    });
    expect(deal.description).toBe(expected);
  });

  it('hides an empty description and falls back to the special name', () => {
    const bare = SpecialSchema.parse({ name: 'Plain Deal', urlSlug: 'plain' });
    const deal = dealCardDealFrom({
      special: bare,
      settings: settings({ dealsSettingsCms: { isDescriptionActive: true } }),
      context: { page: 'deals' },
      brandList: [],
    });
    expect(deal.name).toBe('Plain Deal');
    expect(deal.description).toBeNull();
    expect(deal.image.src).toBe('/images/deals-default-img.png');
  });

  it('resolves a queried brand through the stored brand list', () => {
    const deal = dealCardDealFrom({
      special,
      settings: settings(),
      context: { page: 'deals' },
      queriedBrandId: 'b-1',
      brandList: [{ id: 'b-1', urlSlug: 'green-harbor', brandName: 'Green Harbor' }],
    });
    expect(deal.href).toBe(
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=green-harbor',
    );
  });
});

describe('dealButtonLabel', () => {
  it.each([
    [{ page: 'elsewhere' } as const, 'Shop now'],
    [{ page: 'deals' } as const, 'Shop Deals'],
    [{ page: 'dealsCollection', categoryName: 'Flower' } as const, 'Shop Deals'],
    [{ page: 'brandDetail', brandId: 'x' } as const, 'Shop Deals'],
  ])('%j → %s', (context, expected) => {
    expect(dealButtonLabel(context)).toBe(expected);
  });
});
