import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_QUERY,
  PRICE_FILTERS,
  buildListingSearch,
  changeListing,
  hasListingFilters,
  pageCount,
  pageOffset,
  parseListingQuery,
  priceFilterLabel,
} from './listingQuery';

describe('PRICE_FILTERS (spec 9 "Shop By Price")', () => {
  it('lists the spec labels and values in order', () => {
    expect(PRICE_FILTERS.map((f) => [f.label, f.value])).toEqual([
      ['Under $20', '20'],
      ['Under $40', '40'],
      ['Under $60', '60'],
      ['Under $70', '70'],
      ['Under $80', '80'],
      ['Under $100', '100'],
      ['$100 & Above', '100-above'],
    ]);
  });
  it('labels a value', () => {
    expect(priceFilterLabel('100-above')).toBe('$100 & Above');
  });
});

describe('parseListingQuery', () => {
  it.each([
    ['', EMPTY_LISTING_QUERY],
    ['?search=blue%20dream', { ...EMPTY_LISTING_QUERY, search: 'blue dream' }],
    ['?search=++gelato++', { ...EMPTY_LISTING_QUERY, search: 'gelato' }],
    ['?pageNo=1&price=20', { ...EMPTY_LISTING_QUERY, price: '20' }],
    ['?pageNo=3&price=100-above', { ...EMPTY_LISTING_QUERY, pageNo: 3, price: '100-above' }],
    ['?pageNo=0', EMPTY_LISTING_QUERY],
    ['?pageNo=-2', EMPTY_LISTING_QUERY],
    ['?pageNo=2.5', EMPTY_LISTING_QUERY],
    ['?pageNo=abc', EMPTY_LISTING_QUERY],
    ['?pageNo=99999999999999999999', EMPTY_LISTING_QUERY],
    ['?price=25', EMPTY_LISTING_QUERY],
    [
      '?category=Flowers&brand=green-harbor',
      { ...EMPTY_LISTING_QUERY, category: 'flowers', brand: 'green-harbor' },
    ],
    ['?category=&brand=%20', EMPTY_LISTING_QUERY],
  ])('%s', (search, query) => {
    expect(parseListingQuery(search)).toEqual(query);
  });
});

describe('buildListingSearch', () => {
  it.each([
    [{}, ''],
    [{ search: 'gelato' }, '?search=gelato'],
    [{ search: '  ' }, ''],
    [{ price: '20' as const }, '?pageNo=1&price=20'],
    [{ pageNo: 2 }, '?pageNo=2'],
    [{ pageNo: 1 }, ''],
    [{ pageNo: 2, price: '40' as const }, '?pageNo=2&price=40'],
    [{ category: 'edibles', brand: 'honey-hollow' }, '?category=edibles&brand=honey-hollow'],
    [{ search: 'og kush', pageNo: 3 }, '?search=og+kush&pageNo=3'],
  ])('%j → %s', (query, search) => {
    expect(buildListingSearch(query)).toBe(search);
  });

  it('keeps params that are not the listing own, and replaces the ones that are', () => {
    expect(
      buildListingSearch({ pageNo: 2 }, '?specialSlug=bogo-pre-rolls&brandId=x&pageNo=5&search=a'),
    ).toBe('?specialSlug=bogo-pre-rolls&brandId=x&pageNo=2');
  });

  it.each([
    '?search=blue+dream',
    '?pageNo=1&price=20',
    '?pageNo=4&category=flowers&brand=copper-leaf',
  ])('round-trips %s', (search) => {
    expect(buildListingSearch(parseListingQuery(search))).toBe(search);
  });
});

describe('changeListing', () => {
  const onPage3 = { ...EMPTY_LISTING_QUERY, pageNo: 3, category: 'flowers' };
  it.each([
    [{ price: '20' as const }, { ...onPage3, pageNo: 1, price: '20' }],
    [{ category: null }, { ...onPage3, pageNo: 1, category: null }],
    [{ pageNo: 4 }, { ...onPage3, pageNo: 4 }],
  ])('%j', (change, next) => {
    expect(changeListing(onPage3, change)).toEqual(next);
  });
});

describe('hasListingFilters', () => {
  it.each([
    [EMPTY_LISTING_QUERY, false],
    [{ ...EMPTY_LISTING_QUERY, pageNo: 4 }, false],
    [{ ...EMPTY_LISTING_QUERY, search: 'x' }, true],
    [{ ...EMPTY_LISTING_QUERY, price: '20' as const }, true],
    [{ ...EMPTY_LISTING_QUERY, category: 'flowers' }, true],
    [{ ...EMPTY_LISTING_QUERY, brand: 'copper-leaf' }, true],
  ])('%j → %s', (query, expected) => {
    expect(hasListingFilters(query)).toBe(expected);
  });
});

describe('pages', () => {
  it.each([
    [1, 16, 0],
    [2, 16, 16],
    [5, 10, 40],
    [0, 16, 0],
  ])('page %s of size %s starts at %s', (pageNo, size, offset) => {
    expect(pageOffset(pageNo, size)).toBe(offset);
  });
  it.each([
    [0, 0],
    [1, 1],
    [16, 1],
    [17, 2],
    [66, 5],
  ])('%s products make %s pages', (total, pages) => {
    expect(pageCount(total, 16)).toBe(pages);
  });
});
