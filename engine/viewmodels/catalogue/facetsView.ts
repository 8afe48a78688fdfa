/**
 * A listing's facets as the Facets components show them: the API's counts and spans
 * (`menu.facets`) beside the URL's choice, labels, slider ends and steps, the chips of the
 * choices in force with their links, and the shopper's changes turned into URL changes.
 */
import type { FacetOptionCount, PotencyUnit, ProductFacets, StrainType } from '../../../schemas';
import type {
  FacetChip,
  FacetGroup,
  FacetOption,
  FacetedListingProps,
  FacetListKey,
  FacetRangeGroup,
  RangeValue,
} from '../../../variants/catalogue/Facets/types';
import {
  STRAIN_VALUES,
  facetCount,
  sameName,
  setPotencyRange,
  toggleFacet,
  type FacetQuery,
  type PotencyBounds,
  type PotencyKey,
} from '../../rules/listingFacets';

export type ListingFacetsView = Omit<FacetedListingProps, 'children'>;

const STRAIN_LABELS: Readonly<Record<StrainType, string>> = {
  INDICA: 'Indica',
  SATIVA: 'Sativa',
  HYBRID: 'Hybrid',
  HIGH_CBD: 'CBD',
};

const UNIT_LABELS: Readonly<Record<PotencyUnit, string>> = { PERCENT: '%', MILLIGRAMS: 'mg' };

const TITLES = {
  strainTypes: 'Strain Type',
  thc: 'THC',
  cbd: 'CBD',
  effects: 'Effects',
  terpenes: 'Terpenes',
} as const;

/** Slider steps: about a hundred stops across the span, each a 1, 2 or 5 of a power of ten. */
const NICE = [1, 2, 5];

export function sliderStep(span: number): number {
  const raw = span / 100;
  for (let power = -2; power <= 6; power += 1) {
    for (const nice of NICE) {
      const step = Number((nice * 10 ** power).toFixed(2));
      if (step >= raw) return step;
    }
  }
  return 10 ** 6;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/** "18", "0.5": two decimals at most, no grouping (the input takes it back as typed). */
export const formatBound = (value: number) => String(rounded(value));

/** "18–30%", "from 18%", "up to 30%"; milligrams with a space: "5–10 mg". */
export function rangeText({ min, max }: PotencyBounds, unit: PotencyUnit): string {
  const sign = UNIT_LABELS[unit];
  const withUnit = (text: string) => (unit === 'PERCENT' ? `${text}${sign}` : `${text} ${sign}`);
  if (min !== undefined && max !== undefined) {
    return withUnit(`${formatBound(min)}–${formatBound(max)}`);
  }
  return min !== undefined
    ? `from ${withUnit(formatBound(min))}`
    : `up to ${withUnit(formatBound(max ?? 0))}`;
}

/** The API's counts for the values it lists, then a ticked value it does not list (count 0). */
function options(
  counts: readonly FacetOptionCount[],
  ticked: readonly string[],
  label: (value: string) => string | null,
): FacetOption[] {
  const listed = counts.filter((count) => label(count.value) !== null);
  const missing = ticked.filter((value) => !listed.some((count) => sameName(count.value, value)));
  return [...listed, ...missing.map((value) => ({ value, count: 0 }))].map(({ value, count }) => {
    const checked = ticked.some((entry) => sameName(entry, value));
    return {
      value,
      label: label(value) ?? value,
      count,
      checked,
      disabled: count === 0 && !checked,
    };
  });
}

function strainLabel(value: string): string | null {
  const strain = STRAIN_VALUES.find((entry) => entry === value);
  return strain === undefined ? null : STRAIN_LABELS[strain];
}

/** Strains in the menu's order: the API may list them in any. */
function strainOptions(facets: ProductFacets, ticked: readonly StrainType[]): FacetOption[] {
  const listed = options(facets.strainTypes, ticked, strainLabel);
  return STRAIN_VALUES.flatMap((strain) => listed.filter((option) => option.value === strain));
}

function rangeGroup(
  key: PotencyKey,
  span: ProductFacets[PotencyKey],
  chosen: PotencyBounds | null,
): FacetRangeGroup | null {
  if (span === null || !(span.max > span.min)) return null;
  const step = sliderStep(span.max - span.min);
  // The ends on whole steps, and wide enough for a range chosen elsewhere (a shared link).
  const low = Math.min(rounded(Math.floor(span.min / step) * step), chosen?.min ?? Infinity);
  const high = Math.max(rounded(Math.ceil(span.max / step) * step), chosen?.max ?? -Infinity);
  return {
    kind: 'range',
    key,
    title: TITLES[key],
    unit: UNIT_LABELS[span.unit],
    bounds: { min: low, max: high },
    step,
    value: { min: chosen?.min ?? low, max: chosen?.max ?? high },
  };
}

/** A committed slider range: a thumb at an end leaves that side open, both at the ends no range. */
export function boundsOf(group: FacetRangeGroup, value: RangeValue): PotencyBounds | null {
  const min = value.min > group.bounds.min ? value.min : undefined;
  const max = value.max < group.bounds.max ? value.max : undefined;
  return min === undefined && max === undefined ? null : { min, max };
}

function chips(
  facets: ProductFacets,
  applied: FacetQuery,
  query: FacetQuery,
  hrefFor: (next: FacetQuery) => string,
): FacetChip[] {
  const ticked = (key: FacetListKey, label: (value: string) => string) => {
    const values: readonly string[] = applied[key];
    return values.map((value) => ({
      label: label(value),
      href: hrefFor(toggleFacet(query, key, value)),
    }));
  };
  const range = (key: PotencyKey) => {
    const bounds = applied[key];
    const unit = facets[key]?.unit;
    if (bounds === null || unit === undefined) return [];
    return [
      {
        label: `${TITLES[key]} ${rangeText(bounds, unit)}`,
        href: hrefFor(setPotencyRange(query, key, null)),
      },
    ];
  };
  // An effect reads as the API spells it, where the URL's spelling differs only in case.
  const named = (key: 'effects' | 'terpenes') => (value: string) =>
    facets[key].find((count) => sameName(count.value, value))?.value ?? value;
  return [
    ...ticked('strainTypes', (value) => strainLabel(value) ?? value),
    ...range('thc'),
    ...range('cbd'),
    ...ticked('effects', named('effects')),
    ...ticked('terpenes', named('terpenes')),
  ];
}

/** While the list's first answer is on its way: placeholders where the facets will be. */
export function loadingFacetsView(clearAllHref: string): ListingFacetsView {
  return {
    groups: [],
    chips: [],
    clearAllHref,
    activeCount: 0,
    showResultsLabel: 'Show products',
    loading: true,
    onToggle: () => undefined,
    onRangeChange: () => undefined,
  };
}

export type ListingFacetsInput = {
  /** The API's counts and spans for the listing as shown. */
  facets: ProductFacets;
  /** The URL's choice. */
  query: FacetQuery;
  /** The choice as applied: a range only where its unit is known (facetRequest). */
  applied: FacetQuery;
  /** The listing's total for the choice; null while it loads. */
  total: number | null;
  /** The listing with other facets (page 1, the rest of the URL kept). */
  hrefFor(next: FacetQuery): string;
  /** The listing with no filter at all. */
  clearAllHref: string;
  navigate(href: string): void;
};

export function listingFacetsView(input: ListingFacetsInput): ListingFacetsView {
  const { facets, query, applied, total, hrefFor, navigate } = input;
  const all: (FacetGroup | null)[] = [
    {
      kind: 'options',
      key: 'strainTypes',
      title: TITLES.strainTypes,
      options: strainOptions(facets, query.strainTypes),
    },
    rangeGroup('thc', facets.thc, applied.thc),
    rangeGroup('cbd', facets.cbd, applied.cbd),
    {
      kind: 'options',
      key: 'effects',
      title: TITLES.effects,
      options: options(facets.effects, query.effects, (value) => value),
    },
    {
      kind: 'options',
      key: 'terpenes',
      title: TITLES.terpenes,
      options: options(facets.terpenes, query.terpenes, (value) => value),
    },
  ];
  // A list the API counts nothing for is left out; so is a span of one value (rangeGroup).
  const groups = all.filter(
    (group): group is FacetGroup =>
      group !== null && (group.kind === 'range' || group.options.length > 0),
  );

  return {
    groups,
    chips: chips(facets, applied, query, hrefFor),
    clearAllHref: input.clearAllHref,
    activeCount: facetCount(applied),
    showResultsLabel:
      total === null ? 'Show products' : `Show ${total} ${total === 1 ? 'product' : 'products'}`,
    onToggle: (key, value) => navigate(hrefFor(toggleFacet(query, key, value))),
    onRangeChange: (key, value) => {
      const group = groups.find((entry) => entry.kind === 'range' && entry.key === key);
      if (group?.kind !== 'range') return;
      navigate(hrefFor(setPotencyRange(query, key, boundsOf(group, value))));
    },
  };
}
