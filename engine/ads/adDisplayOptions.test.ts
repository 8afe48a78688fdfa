import { describe, expect, it } from 'vitest';
import type { AdRequest } from '../rules/adPlacement';
import { adDisplayOptions } from './adDisplayOptions';

const request: AdRequest = {
  slot: 'product-sponsored-carousel',
  widget: 'carousel',
  channelId: 'web',
  accountId: 'acct',
  siteId: 'site',
  locationId: 'r-1',
  zoneId: 'zone',
  width: 0,
  height: 0,
  keyword: '',
  catalog: '',
  strategy: 'top',
  cardMinWidth: 0,
  cardMaxWidth: 0,
  maxItems: 6,
  recommend: true,
  suspenseOptions: {},
  breakpoints: 'all',
};

describe('adDisplayOptions', () => {
  it('sends the page context where the placement names none', () => {
    expect(
      adDisplayOptions(request, {
        keyword: 'gummies',
        catalog: 'EDIBLES',
        productSlug: 'blue-dream',
        exclude: ['a', 'b'],
      }),
    ).toMatchObject({
      adType: 'carousel',
      locationId: 'r-1',
      keyword: 'gummies',
      catalog: 'EDIBLES',
      maxItems: 6,
      recommend: 'blue-dream',
      exclude: ['a', 'b'],
    });
  });

  it("keeps the placement's own keyword and catalog, and recommends only when asked", () => {
    const options = adDisplayOptions(
      { ...request, keyword: 'brand', catalog: 'FLOWER', recommend: false },
      { keyword: 'gummies', catalog: 'EDIBLES', productSlug: 'blue-dream' },
    );
    expect(options).toMatchObject({ keyword: 'brand', catalog: 'FLOWER', recommend: '' });
  });

  it('asks one creative for a product card or banner', () => {
    expect(adDisplayOptions({ ...request, widget: 'product-card' }, {}).maxItems).toBe(1);
    expect(adDisplayOptions({ ...request, widget: 'banner' }, {}).exclude).toEqual([]);
  });
});
