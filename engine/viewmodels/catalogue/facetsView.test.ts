import { describe, expect, it, vi } from 'vitest';
import { ProductFacetsSchema, type ProductFacets } from '../../../schemas';
import {
  EMPTY_FACETS,
  buildFacetSearch,
  parseFacetQuery,
  type FacetQuery,
} from '../../rules/listingFacets';
import { productFilterBody, productFilterPageQuery } from '../../api/productFilter';
import { PRODUCT_FILTER_PAGES, appliedFacets, facetFilter, spanUnits } from './facetRequest';
import { listingFacetsView, rangeText, sliderStep, type ListingFacetsInput } from './facetsView';

const facets: ProductFacets = ProductFacetsSchema.parse({
  // In the API's order, with a strain the filter does not offer.
  strainTypes: [
    { value: 'HYBRID', count: 21 },
    { value: 'INDICA', count: 12 },
    { value: 'SATIVA', count: 0 },
    { value: 'HIGH_CBD', count: 3 },
    { value: 'NOT_APPLICABLE', count: 9 },
  ],
  effects: [
    { value: 'Relaxed', count: 14 },
    { value: 'Happy', count: 9 },
    { value: 'Sleepy', count: 0 },
  ],
  terpenes: [{ value: 'Myrcene', count: 11 }],
  thc: { unit: 'PERCENT', min: 12.3, max: 35 },
  cbd: { unit: 'MILLIGRAMS', min: 0, max: 1000 },
});

function view(search: string, change: Partial<ListingFacetsInput> = {}) {
  const query = parseFacetQuery(search);
  const units = spanUnits(facets);
  return listingFacetsView({
    facets,
    query,
    applied: appliedFacets(query, units),
    total: 24,
    hrefFor: (next: FacetQuery) => `/shop${buildFacetSearch(next)}`,
    clearAllHref: '/shop',
    navigate: () => undefined,
    ...change,
  });
}

const group = (result: ReturnType<typeof view>, key: string) =>
  result.groups.find((entry) => entry.key === key);

describe('listingFacetsView', () => {
  it('lists the strains in the menu’s order with the labels shoppers read', () => {
    const strains = group(view(''), 'strainTypes');
    expect(strains?.kind === 'options' && strains.options).toEqual([
      { value: 'INDICA', label: 'Indica', count: 12, checked: false, disabled: false },
      { value: 'SATIVA', label: 'Sativa', count: 0, checked: false, disabled: true },
      { value: 'HYBRID', label: 'Hybrid', count: 21, checked: false, disabled: false },
      { value: 'HIGH_CBD', label: 'CBD', count: 3, checked: false, disabled: false },
    ]);
  });

  it('keeps a ticked option with no product left enabled, and lists a ticked one the API does not', () => {
    const effects = group(view('?strain=SATIVA&effect=sleepy,Euphoric'), 'effects');
    expect(effects?.kind === 'options' && effects.options).toEqual([
      { value: 'Relaxed', label: 'Relaxed', count: 14, checked: false, disabled: false },
      { value: 'Happy', label: 'Happy', count: 9, checked: false, disabled: false },
      { value: 'Sleepy', label: 'Sleepy', count: 0, checked: true, disabled: false },
      { value: 'Euphoric', label: 'Euphoric', count: 0, checked: true, disabled: false },
    ]);
    const strains = group(view('?strain=SATIVA'), 'strainTypes');
    expect(strains?.kind === 'options' && strains.options[1]).toMatchObject({
      value: 'SATIVA',
      checked: true,
      disabled: false,
    });
  });

  it('spans the sliders over the API’s span on whole steps, in its unit', () => {
    expect(group(view(''), 'thc')).toEqual({
      kind: 'range',
      key: 'thc',
      title: 'THC',
      unit: '%',
      bounds: { min: 12, max: 35 },
      step: 0.5,
      value: { min: 12, max: 35 },
    });
    expect(group(view('?cbd=100-'), 'cbd')).toMatchObject({
      unit: 'mg',
      bounds: { min: 0, max: 1000 },
      step: 10,
      value: { min: 100, max: 1000 },
    });
  });

  it('widens a slider to a range chosen beyond the span (a shared link)', () => {
    expect(group(view('?thc=5-40'), 'thc')).toMatchObject({
      bounds: { min: 5, max: 40 },
      value: { min: 5, max: 40 },
    });
  });

  it('leaves out a facet with nothing to show', () => {
    const none = ProductFacetsSchema.parse({ thc: { unit: 'PERCENT', min: 20, max: 20 } });
    const result = view('', { facets: none });
    expect(result.groups).toEqual([]);
  });

  it('makes a chip of each choice in force, each linking to the listing without it', () => {
    const result = view('?strain=INDICA,HYBRID&thc=18-30&cbd=-200&effect=happy&terpene=Pinene');
    expect(result.chips).toEqual([
      {
        label: 'Indica',
        href: '/shop?strain=HYBRID&thc=18-30&cbd=-200&effect=happy&terpene=Pinene',
      },
      {
        label: 'Hybrid',
        href: '/shop?strain=INDICA&thc=18-30&cbd=-200&effect=happy&terpene=Pinene',
      },
      {
        label: 'THC 18–30%',
        href: '/shop?strain=INDICA,HYBRID&cbd=-200&effect=happy&terpene=Pinene',
      },
      {
        label: 'CBD up to 200 mg',
        href: '/shop?strain=INDICA,HYBRID&thc=18-30&effect=happy&terpene=Pinene',
      },
      // The API's spelling, where the URL's differs only in case.
      { label: 'Happy', href: '/shop?strain=INDICA,HYBRID&thc=18-30&cbd=-200&terpene=Pinene' },
      { label: 'Pinene', href: '/shop?strain=INDICA,HYBRID&thc=18-30&cbd=-200&effect=happy' },
    ]);
    expect(result.activeCount).toBe(6);
  });

  it('shows no chip for a range whose unit is not known yet', () => {
    const query = parseFacetQuery('?thc=18-30');
    const result = view('?thc=18-30', { applied: appliedFacets(query, null) });
    expect(result.chips).toEqual([]);
    expect(result.activeCount).toBe(0);
  });

  it.each([
    [24, 'Show 24 products'],
    [1, 'Show 1 product'],
    [null, 'Show products'],
  ])('the sheet’s button for a total of %s reads "%s"', (total, label) => {
    expect(view('', { total }).showResultsLabel).toBe(label);
  });

  it('turns a tick into the URL of the listing with it, on page 1', () => {
    const navigate = vi.fn();
    view('?strain=INDICA', { navigate }).onToggle('strainTypes', 'HIGH_CBD');
    expect(navigate).toHaveBeenCalledWith('/shop?strain=INDICA,HIGH_CBD');
  });

  it.each([
    [{ min: 18, max: 30 }, '/shop?thc=18-30'],
    [{ min: 12, max: 25 }, '/shop?thc=-25'],
    [{ min: 18, max: 35 }, '/shop?thc=18-'],
    [{ min: 12, max: 35 }, '/shop'],
  ])('a slider range %j leaves the ends open: %s', (range, href) => {
    const navigate = vi.fn();
    view('', { navigate }).onRangeChange('thc', range);
    expect(navigate).toHaveBeenCalledWith(href);
  });
});

describe('sliderStep', () => {
  it.each([
    [35, 0.5],
    [18.9, 0.2],
    [2, 0.02],
    [1000, 10],
    [0.5, 0.01],
  ])('a span of %s steps by %s', (span, step) => {
    expect(sliderStep(span)).toBe(step);
  });
});

describe('rangeText', () => {
  it.each([
    [{ min: 18, max: 30 }, 'PERCENT', '18–30%'],
    [{ min: 18.5 }, 'PERCENT', 'from 18.5%'],
    [{ max: 10 }, 'MILLIGRAMS', 'up to 10 mg'],
    [{ min: 5, max: 10 }, 'MILLIGRAMS', '5–10 mg'],
  ] as const)('%j in %s reads %s', (range, unit, text) => {
    expect(rangeText(range, unit)).toBe(text);
  });
});

describe('facetFilter (the request’s facets)', () => {
  const query = parseFacetQuery('?strain=INDICA&thc=18-30&cbd=5-&effect=Happy&terpene=Myrcene');

  it('sends each range in the unit of the listing’s span', () => {
    expect(facetFilter(query, { thc: 'PERCENT', cbd: 'MILLIGRAMS' })).toEqual({
      strainTypes: ['INDICA'],
      thc: { unit: 'PERCENT', min: 18, max: 30 },
      cbd: { unit: 'MILLIGRAMS', min: 5 },
      effects: ['Happy'],
      terpenes: ['Myrcene'],
    });
  });

  it('holds back a range whose unit is not known, and sends nothing for no choice', () => {
    expect(facetFilter(query, { thc: null, cbd: 'PERCENT' })).toEqual({
      strainTypes: ['INDICA'],
      cbd: { unit: 'PERCENT', min: 5 },
      effects: ['Happy'],
      terpenes: ['Myrcene'],
    });
    expect(facetFilter(EMPTY_FACETS, null)).toEqual({});
  });

  it('knows how the product filter’s cache keys start', () => {
    const body = productFilterBody({ retailerId: 'r', provider: 'p', menuType: 'RECREATIONAL' });
    expect(productFilterPageQuery(body).queryKey.slice(0, 3)).toEqual([...PRODUCT_FILTER_PAGES]);
  });

  it('reads the units of an answer’s spans', () => {
    expect(spanUnits(facets)).toEqual({ thc: 'PERCENT', cbd: 'MILLIGRAMS' });
    expect(spanUnits(ProductFacetsSchema.parse({}))).toEqual({ thc: null, cbd: null });
    expect(spanUnits(null)).toBeNull();
  });
});
