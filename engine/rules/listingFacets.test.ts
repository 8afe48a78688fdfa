import { describe, expect, it } from 'vitest';
import { STRAIN_TYPES } from '../../schemas';
import { setsFacets } from './facetParams';
import { EMPTY_LISTING_QUERY } from './listingQuery';
import {
  EMPTY_FACETS,
  STRAIN_VALUES,
  buildFacetSearch,
  buildFacetedListingSearch,
  facetChangeSearch,
  facetCount,
  parseFacetQuery,
  setPotencyRange,
  toggleFacet,
  type FacetQuery,
} from './listingFacets';

const facets = (change: Partial<FacetQuery>): FacetQuery => ({ ...EMPTY_FACETS, ...change });

describe('STRAIN_VALUES', () => {
  it('are the schema’s strain types, in its order', () => {
    expect(STRAIN_VALUES).toEqual(STRAIN_TYPES);
  });
});

describe('parseFacetQuery', () => {
  it.each<[string, FacetQuery]>([
    ['', EMPTY_FACETS],
    ['?strain=INDICA,HYBRID', facets({ strainTypes: ['INDICA', 'HYBRID'] })],
    // The menu's order, whatever the URL's; case, spaces and the label's "CBD" are forgiven.
    ['?strain=hybrid,Indica', facets({ strainTypes: ['INDICA', 'HYBRID'] })],
    ['?strain=cbd,high-cbd,HIGH_CBD', facets({ strainTypes: ['HIGH_CBD'] })],
    ['?strain=INDICA,RUDERALIS,,NOT_APPLICABLE', facets({ strainTypes: ['INDICA'] })],
    ['?strain=', EMPTY_FACETS],
    ['?thc=18-30', facets({ thc: { min: 18, max: 30 } })],
    ['?thc=18-', facets({ thc: { min: 18 } })],
    ['?thc=-30', facets({ thc: { max: 30 } })],
    ['?thc=30-18', facets({ thc: { min: 18, max: 30 } })],
    ['?thc=%2018.5%20-%2030%20', facets({ thc: { min: 18.5, max: 30 } })],
    ['?cbd=0.333-2', facets({ cbd: { min: 0.33, max: 2 } })],
    ['?thc=18', EMPTY_FACETS],
    ['?thc=-', EMPTY_FACETS],
    ['?thc=a-b', EMPTY_FACETS],
    ['?thc=1e3-2', facets({ thc: { max: 2 } })],
    ['?thc=10-20-30', EMPTY_FACETS],
    ['?effect=Relaxed,Happy', facets({ effects: ['Happy', 'Relaxed'] })],
    ['?effect=happy,Happy,%20Sleepy%20,', facets({ effects: ['happy', 'Sleepy'] })],
    ['?terpene=Myrcene&effect=', facets({ terpenes: ['Myrcene'] })],
    [`?terpene=${'x'.repeat(41)},Pinene`, facets({ terpenes: ['Pinene'] })],
  ])('%s', (search, expected) => {
    expect(parseFacetQuery(search)).toEqual(expected);
  });

  it('keeps at most twenty names, the first twenty in order', () => {
    const names = Array.from({ length: 25 }, (_, index) => `E${String(index).padStart(2, '0')}`);
    expect(parseFacetQuery(`?effect=${names.join(',')}`).effects).toEqual(names.slice(0, 20));
  });
});

describe('buildFacetSearch', () => {
  it.each<[Partial<FacetQuery>, string]>([
    [{}, ''],
    [{ strainTypes: ['HYBRID', 'INDICA'] }, '?strain=INDICA,HYBRID'],
    [{ thc: { min: 18, max: 30 } }, '?thc=18-30'],
    [{ thc: { min: 18.300000000000001 } }, '?thc=18.3-'],
    [{ cbd: { max: 5 } }, '?cbd=-5'],
    [{ thc: {} }, ''],
    [{ effects: ['Relaxed', 'Happy', 'relaxed'] }, '?effect=Happy,Relaxed'],
    [{ terpenes: ['Beta Caryophyllene', ''] }, '?terpene=Beta%20Caryophyllene'],
    // A comma separates values: a name holding one cannot be written.
    [{ effects: ['Calm, focused', 'Happy'] }, '?effect=Happy'],
    [
      {
        strainTypes: ['SATIVA'],
        thc: { min: 1, max: 2 },
        cbd: { min: 3, max: 4 },
        effects: ['Happy'],
        terpenes: ['Myrcene'],
      },
      '?strain=SATIVA&thc=1-2&cbd=3-4&effect=Happy&terpene=Myrcene',
    ],
  ])('%j → %s', (change, search) => {
    expect(buildFacetSearch(facets(change))).toBe(search);
  });

  it('keeps every other parameter, first and in order, and replaces the facets', () => {
    expect(
      buildFacetSearch(
        facets({ strainTypes: ['SATIVA'] }),
        '?specialSlug=bogo&strain=INDICA&pageNo=2&thc=1-2',
      ),
    ).toBe('?specialSlug=bogo&pageNo=2&strain=SATIVA');
  });

  it.each([
    '?strain=INDICA,HYBRID',
    '?thc=18-30',
    '?strain=SATIVA&thc=1.5-&cbd=-2&effect=Happy,Relaxed&terpene=Myrcene,Pinene',
    '?search=kush&pageNo=2&category=flower&strain=HIGH_CBD',
  ])('round-trips %s', (search) => {
    const params = new URLSearchParams(search);
    expect(
      buildFacetedListingSearch(
        { ...EMPTY_LISTING_QUERY, ...listingOf(params) },
        parseFacetQuery(params),
      ),
    ).toBe(search);
  });
});

/** The listing's own filters of a query string, for the round trip. */
function listingOf(params: URLSearchParams) {
  return {
    search: params.get('search') ?? '',
    pageNo: Number(params.get('pageNo') ?? '1'),
    category: params.get('category'),
  };
}

describe('facetChangeSearch', () => {
  it('goes back to page 1 and keeps the listing’s filters and other parameters', () => {
    const listing = { ...EMPTY_LISTING_QUERY, pageNo: 4, category: 'flower' };
    expect(
      facetChangeSearch(listing, facets({ strainTypes: ['INDICA'] }), '?fixture=x&pageNo=4'),
    ).toBe('?fixture=x&category=flower&strain=INDICA');
  });
});

describe('toggleFacet', () => {
  it.each<
    [Partial<FacetQuery>, 'strainTypes' | 'effects' | 'terpenes', string, Partial<FacetQuery>]
  >([
    [{}, 'strainTypes', 'HYBRID', { strainTypes: ['HYBRID'] }],
    [{ strainTypes: ['HYBRID'] }, 'strainTypes', 'INDICA', { strainTypes: ['INDICA', 'HYBRID'] }],
    [{ strainTypes: ['HYBRID', 'INDICA'] }, 'strainTypes', 'HYBRID', { strainTypes: ['INDICA'] }],
    [{}, 'strainTypes', 'RUDERALIS', {}],
    [{ effects: ['Relaxed'] }, 'effects', 'Happy', { effects: ['Happy', 'Relaxed'] }],
    // The URL's "relaxed" is the API's "Relaxed": unticked whatever the case.
    [{ effects: ['relaxed', 'Happy'] }, 'effects', 'Relaxed', { effects: ['Happy'] }],
    [{}, 'terpenes', 'Myrcene', { terpenes: ['Myrcene'] }],
  ])('%j, %s %s → %j', (from, key, value, to) => {
    expect(toggleFacet(facets(from), key, value)).toEqual(facets(to));
  });
});

describe('setPotencyRange', () => {
  it.each<[Parameters<typeof setPotencyRange>[2], FacetQuery['thc']]>([
    [
      { min: 18, max: 30 },
      { min: 18, max: 30 },
    ],
    [
      { min: 30, max: 18 },
      { min: 18, max: 30 },
    ],
    [{}, null],
    [null, null],
    [{ min: -1, max: 5 }, { max: 5 }],
  ])('%j → %j', (range, expected) => {
    expect(setPotencyRange(facets({ thc: { min: 1 } }), 'thc', range).thc).toEqual(expected);
  });
});

describe('facetCount', () => {
  it('counts each ticked value and each range', () => {
    expect(facetCount(EMPTY_FACETS)).toBe(0);
    expect(
      facetCount(
        facets({ strainTypes: ['INDICA', 'SATIVA'], thc: { min: 1 }, terpenes: ['Pinene'] }),
      ),
    ).toBe(4);
  });
});

describe('setsFacets (the page head’s test)', () => {
  it.each([
    ['', false],
    ['?category=flower&pageNo=2', false],
    ['?strain=INDICA', true],
    ['?thc=18-30', true],
    ['?effect=Happy', true],
    ['?terpene=Myrcene', true],
    ['?cbd=5-', true],
    ['?strain=&thc=-&effect=,', false],
    // Looser than the listing: an unknown strain still keeps the URL out of the index.
    ['?strain=RUDERALIS', true],
  ])('%s → %s', (search, expected) => {
    expect(setsFacets(search)).toBe(expected);
  });
});
