import { describe, expect, it } from 'vitest';
import { BrandSchema, SearchSuggestionResultSchema } from '../../../schemas';
import { searchView, topBrandFrom, type SearchViewInput } from './searchView';

const result = (input: unknown) => SearchSuggestionResultSchema.parse(input);

const BLUE = result({
  suggestions: [
    {
      brandNameAndProductNameAndCategoryName: 'Acme Blue Dream Flower',
      highlight: 'Acme <em>Blue</em> Dream Flower',
      productSlug: 'blue-dream',
      image: '/img/blue.png',
      productName: 'Blue Dream',
      variantsSize: 3,
    },
  ],
  brands: ['Blue Bird'],
  totalProducts: 4,
});
const NOTHING = result({ suggestions: [], brands: [], totalProducts: 0 });
const START = {
  topBrands: { loading: false, items: [] },
  trending: { loading: true, items: [] },
};

const base: SearchViewInput = {
  term: '',
  queryTerm: '',
  noResultsAllowed: false,
  response: null,
  error: null,
  shopPath: '/menu',
  start: START,
};
const view = (patch: Partial<SearchViewInput>) => searchView({ ...base, ...patch });

describe('searchView: which state shows', () => {
  it.each<[string, Partial<SearchViewInput>, string]>([
    ['empty term: Top Brands and Trending', {}, 'start'],
    ['spaces only: still the start view', { term: '   ' }, 'start'],
    ['typed, not sent yet, nothing received', { term: 'blue' }, 'loading'],
    ['sent, waiting for the first answer', { term: 'blue', queryTerm: 'blue' }, 'loading'],
    [
      'own answer with matches',
      { term: 'blue', queryTerm: 'blue', response: { term: 'blue', result: BLUE } },
      'results',
    ],
    [
      'own empty answer before 700 ms: no claim yet',
      { term: 'zzz', queryTerm: 'zzz', response: { term: 'zzz', result: NOTHING } },
      'pending',
    ],
    [
      'own empty answer after 700 ms: no results',
      {
        term: 'zzz',
        queryTerm: 'zzz',
        noResultsAllowed: true,
        response: { term: 'zzz', result: NOTHING },
      },
      'noResults',
    ],
    [
      'an older empty answer never says "no results" for the newer term',
      {
        term: 'blue',
        queryTerm: 'blue',
        noResultsAllowed: true,
        response: { term: 'zzz', result: NOTHING },
      },
      'loading',
    ],
    [
      'typed on, the debounced term not sent yet: no "no results" for the old one',
      {
        term: 'zzzq',
        queryTerm: 'zzz',
        noResultsAllowed: true,
        response: { term: 'zzz', result: NOTHING },
      },
      'loading',
    ],
    [
      'the call for the current term failed',
      { term: 'blue', queryTerm: 'blue', error: 'Server error' },
      'error',
    ],
  ])('%s', (_, patch, kind) => {
    expect(view(patch).results.kind).toBe(kind);
  });
});

describe('searchView: stale answers', () => {
  it('an older answer stays visible as updating, its See All still for its own term', () => {
    const { results, seeAll } = view({
      term: 'blue dr',
      queryTerm: 'blue dr',
      response: { term: 'blue', result: BLUE },
    });
    expect(results).toMatchObject({ kind: 'results', updating: true });
    expect(seeAll).toEqual({ label: 'See All 4 Products', href: '/menu?search=blue' });
  });

  it('the current answer is not updating', () => {
    const { results } = view({
      term: 'blue',
      queryTerm: 'blue',
      response: { term: 'blue', result: BLUE },
    });
    expect(results).toMatchObject({ kind: 'results', updating: false });
  });
});

describe('searchView: results', () => {
  const { results, seeAll } = view({
    term: ' blue ',
    queryTerm: 'blue',
    response: { term: 'blue', result: BLUE },
  });

  it('maps suggestions, brands and products with their links', () => {
    expect(results).toEqual({
      kind: 'results',
      updating: false,
      suggestions: [
        {
          key: 'blue-dream',
          segments: [
            { text: 'Acme ', match: false },
            { text: 'Blue', match: true },
            { text: ' Dream Flower', match: false },
          ],
          href: '/menu?search=Blue%20Dream',
        },
      ],
      brands: [{ name: 'Blue Bird', href: '/menu?search=Blue%20Bird' }],
      products: [
        {
          slug: 'blue-dream',
          name: 'Blue Dream',
          image: '/img/blue.png',
          variantsText: 'Variants: 3',
          href: '/product/blue-dream',
        },
      ],
    });
  });

  it('See All carries totalProducts and the trimmed term to the shop path', () => {
    expect(seeAll).toEqual({ label: 'See All 4 Products', href: '/menu?search=blue' });
  });

  it('no See All without a term', () => {
    expect(view({}).seeAll).toBeNull();
  });

  it('a hostile highlight becomes text segments only', () => {
    const hostile = result({
      suggestions: [
        {
          brandNameAndProductNameAndCategoryName: 'x',
          highlight: '<img src=x onerror="window.__searchXss=1"><em>x</em>',
          productSlug: 'x',
          productName: 'x',
        },
      ],
    });
    const shown = view({ term: 'x', queryTerm: 'x', response: { term: 'x', result: hostile } });
    expect(shown.results).toMatchObject({
      kind: 'results',
      suggestions: [{ segments: [{ text: 'x', match: true }] }],
    });
  });
});

describe('topBrandFrom', () => {
  it.each([
    ['custom image used', { customImage: '/b.png', imageUrl: '/i.png' }, '/b.png'],
    ['"null" custom image: imageUrl', { customImage: 'null', imageUrl: '/i.png' }, '/i.png'],
    ['default.png: imageUrl', { customImage: '/default.png', imageUrl: '/i.png' }, '/i.png'],
    [
      'neither: the deals-card image',
      { customImage: null, imageUrl: '' },
      '/images/deals-default-img.png',
    ],
  ])('%s', (_, images, image) => {
    const brand = BrandSchema.parse({ id: '1', brandName: 'Acme Co', ...images });
    expect(topBrandFrom(brand)).toEqual({
      id: '1',
      name: 'Acme Co',
      image,
      href: '/search/brands/acme-co',
    });
  });
});
