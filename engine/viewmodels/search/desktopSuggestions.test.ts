import { describe, expect, it } from 'vitest';
import type { SearchProduct, SearchResultsState } from '../../../variants/search/types';
import { DROPDOWN_LIMITS, desktopSuggestions } from './desktopSuggestions';

const product = (slug: string): SearchProduct => ({
  slug,
  name: slug,
  image: '',
  variantsText: 'Variants: 1',
  href: `/product/${slug}`,
});

type Results = Extract<SearchResultsState, { kind: 'results' }>;
const results = (size: number, updating = false): Results => ({
  kind: 'results',
  updating,
  suggestions: Array.from({ length: size }, (_, i) => ({
    key: `s${i}`,
    segments: [{ text: `Blue ${i}`, match: false }],
    href: `/shop?search=Blue%20${i}`,
  })),
  brands: Array.from({ length: size }, (_, i) => ({
    name: `Brand ${i}`,
    href: `/shop?search=Brand%20${i}`,
  })),
  products: Array.from({ length: size }, (_, i) => product(`p-${i}`)),
});
const seeAll = { label: 'See All 12 Products', href: '/shop?search=blue' };
const start: SearchResultsState = {
  kind: 'start',
  topBrands: { loading: false, items: [] },
  trending: { loading: false, items: [] },
};

describe('desktopSuggestions: which dropdown shows', () => {
  it.each<[string, boolean, SearchResultsState, string]>([
    ['list hidden by the machine', false, results(2), 'closed'],
    ['no term (the overlay start view)', true, start, 'closed'],
    ['first answer on its way', true, { kind: 'loading' }, 'loading'],
    ['empty answer before the 700 ms', true, { kind: 'pending' }, 'loading'],
    ['empty answer after the 700 ms', true, { kind: 'noResults', term: 'zzz' }, 'noResults'],
    ['failed call', true, { kind: 'error', message: 'Network error' }, 'error'],
    ['an answer', true, results(2), 'options'],
  ])('%s → %s', (_, shown, state, kind) => {
    expect(desktopSuggestions({ shown, results: state, seeAll }).popup.kind).toBe(kind);
  });
});

describe('desktopSuggestions: options', () => {
  it('caps each list, names options in reading order and ends with See All', () => {
    const view = desktopSuggestions({ shown: true, results: results(9), seeAll });
    const { suggestions, brands, products } = DROPDOWN_LIMITS;
    expect(view.order).toHaveLength(suggestions + brands + products + 1);
    expect(view.order[0]).toBe('suggestion-0');
    expect(view.order[suggestions]).toBe('brand-0');
    expect(view.order[suggestions + brands]).toBe('product-0');
    expect(view.order.at(-1)).toBe('see-all');
    expect(new Set(view.order).size).toBe(view.order.length);
  });

  it('knows where each option leads', () => {
    const { hrefs } = desktopSuggestions({ shown: true, results: results(1), seeAll });
    expect(Object.fromEntries(hrefs)).toEqual({
      'suggestion-0': '/shop?search=Blue%200',
      'brand-0': '/shop?search=Brand%200',
      'product-0': '/product/p-0',
      'see-all': '/shop?search=blue',
    });
  });

  it('leaves out empty groups and See All when there is no total', () => {
    const only: SearchResultsState = { ...results(0), products: [product('a')] };
    const view = desktopSuggestions({ shown: true, results: only, seeAll: null });
    expect(view.popup).toMatchObject({ kind: 'options', seeAll: null });
    expect(view.popup.kind === 'options' && view.popup.groups.map((g) => g.label)).toEqual([
      'Products',
    ]);
    expect(view.order).toEqual(['product-0']);
  });
});

describe('desktopSuggestions: what the live region says', () => {
  it.each<[string, SearchResultsState, string]>([
    ['counts', results(2), '6 results: 2 suggestions, 2 brands, 2 products'],
    ['one of each', results(1), '3 results: 1 suggestion, 1 brand, 1 product'],
    ['an older answer being replaced: nothing yet', results(2, true), ''],
    ['loading: nothing (it would chatter on every keystroke)', { kind: 'loading' }, ''],
    ['no results', { kind: 'noResults', term: 'zzz' }, 'No results for “zzz”'],
    ['a total without rows', results(0), 'See All 12 Products'],
  ])('%s', (_, state, text) => {
    expect(desktopSuggestions({ shown: true, results: state, seeAll }).announcement).toBe(text);
  });
});
