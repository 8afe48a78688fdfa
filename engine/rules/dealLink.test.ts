import { describe, expect, it } from 'vitest';
import type { StoredBrand } from '../../schemas';
import { dealLink, resolveBrandSlug, type DealLinkInput } from './dealLink';

const brandList: StoredBrand[] = [
  { id: 'b-01', urlSlug: 'green-harbor', brandName: 'Green Harbor' },
  { id: 'b-02', urlSlug: '', brandName: 'Motor City Cannabis Co.' },
  { id: 'b-03', urlSlug: 'north-star', brandName: 'North Star Botanicals' },
];

const link = (patch: Partial<DealLinkInput> & Pick<DealLinkInput, 'context'>) =>
  dealLink({ specialSlug: 'bogo-pre-rolls', dealsVersion: 'v1', brandList, ...patch });

describe('dealLink (spec 2.15 target table)', () => {
  it.each<[string, Partial<DealLinkInput> & Pick<DealLinkInput, 'context'>, string]>([
    // Deals page
    [
      'deals page',
      { context: { page: 'deals' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals page, v1 ignores a category',
      { context: { page: 'deals', categoryName: 'Edibles' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals page, v2 per category',
      { dealsVersion: 'v2', context: { page: 'deals', categoryName: 'Pre Rolls' } },
      '/deals-collection/pre-rolls?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals page, v2 without a category',
      { dealsVersion: 'v2', context: { page: 'deals' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals page with a queried brand',
      { context: { page: 'deals' }, queriedBrandId: 'b-01' },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=green-harbor',
    ],
    // Brand detail page
    [
      'brand detail, by urlSlug',
      { context: { page: 'brandDetail', brandId: 'green-harbor' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=green-harbor',
    ],
    [
      'brand detail, by id',
      { context: { page: 'brandDetail', brandId: 'b-03' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=north-star',
    ],
    [
      'brand detail, by slugified name',
      { context: { page: 'brandDetail', brandId: 'north-star-botanicals' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=north-star',
    ],
    [
      'brand detail, brand without urlSlug',
      { context: { page: 'brandDetail', brandId: 'b-02' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=motor-city-cannabis-co',
    ],
    [
      'brand detail, unknown brand kept',
      { context: { page: 'brandDetail', brandId: 'wyld' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=wyld',
    ],
    [
      'brand detail, page brand over the query',
      { context: { page: 'brandDetail', brandId: 'b-01' }, queriedBrandId: 'b-03' },
      '/deals-collection/category?specialSlug=bogo-pre-rolls&brandId=green-harbor',
    ],
    // Deals collection page
    [
      'deals collection',
      { context: { page: 'dealsCollection', categoryName: 'Pre Rolls' } },
      '/deals-collection/pre-rolls?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals collection, slug as name',
      { context: { page: 'dealsCollection', categoryName: 'edibles' } },
      '/deals-collection/edibles?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals collection, no category',
      { context: { page: 'dealsCollection', categoryName: '' } },
      '/deals-collection/category?specialSlug=bogo-pre-rolls',
    ],
    [
      'deals collection with a queried brand',
      {
        context: { page: 'dealsCollection', categoryName: 'Flower' },
        queriedBrandId: 'Green Harbor',
      },
      '/deals-collection/flower?specialSlug=bogo-pre-rolls&brandId=green-harbor',
    ],
    // Elsewhere
    ['elsewhere', { context: { page: 'elsewhere' } }, '/search/deals/bogo-pre-rolls'],
    [
      'elsewhere, v2 changes nothing',
      { dealsVersion: 'v2', context: { page: 'elsewhere' } },
      '/search/deals/bogo-pre-rolls',
    ],
    [
      'elsewhere with a category',
      { context: { page: 'elsewhere', categoryName: 'Vaporizers & Pens' } },
      '/deals-collection/vaporizers-pens?specialSlug=bogo-pre-rolls',
    ],
    [
      'elsewhere, blank category',
      { context: { page: 'elsewhere', categoryName: '  ' } },
      '/search/deals/bogo-pre-rolls',
    ],
    [
      'elsewhere with a queried brand',
      { context: { page: 'elsewhere' }, queriedBrandId: 'b-01' },
      '/search/deals/bogo-pre-rolls?brandId=green-harbor',
    ],
    [
      'blank queried brand is not appended',
      { context: { page: 'elsewhere' }, queriedBrandId: ' ' },
      '/search/deals/bogo-pre-rolls',
    ],
    [
      'slugs are URL-encoded',
      { specialSlug: 'a b&c', context: { page: 'deals' }, queriedBrandId: 'x&y' },
      '/deals-collection/category?specialSlug=a%20b%26c&brandId=x%26y',
    ],
  ])('%s', (_row, input, expected) => {
    expect(link(input)).toBe(expected);
  });
});

describe('resolveBrandSlug (spec 2.15, stored brandList)', () => {
  it.each([
    ['b-01', 'green-harbor'],
    ['green-harbor', 'green-harbor'],
    ['north-star-botanicals', 'north-star'],
    ['North Star Botanicals', 'north-star'],
    ['b-02', 'motor-city-cannabis-co'],
    [' b-03 ', 'north-star'],
    ['unknown-brand', 'unknown-brand'],
  ])('%s → %s', (brandId, expected) => {
    expect(resolveBrandSlug(brandId, brandList)).toBe(expected);
  });

  it('keeps the id when no brand list is stored yet', () => {
    expect(resolveBrandSlug('b-01', [])).toBe('b-01');
  });
});
