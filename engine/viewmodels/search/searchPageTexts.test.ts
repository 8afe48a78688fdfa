import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_TEXTS, searchPageTexts } from './searchPageTexts';

describe('searchPageTexts', () => {
  it.each([
    ['nothing fetched', null, DEFAULT_SEARCH_TEXTS],
    ['an empty record', {}, DEFAULT_SEARCH_TEXTS],
    [
      'CMS titles replace the defaults',
      { title: 'Find it', topBrandsTitle: 'Our Brands', trendingProductsTitle: 'Hot Now' },
      {
        title: 'Find it',
        topBrandsTitle: 'Our Brands',
        trendingTitle: 'Hot Now',
        viewAllBrandsHref: '/search/brands',
      },
    ],
    [
      'blank or non-text values are ignored',
      { title: '  ', topBrandsTitle: 7 },
      DEFAULT_SEARCH_TEXTS,
    ],
  ])('%s', (_, cms, expected) => {
    expect(searchPageTexts(cms)).toEqual(expected);
  });
});
