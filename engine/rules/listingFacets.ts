/**
 * A listing's facets kept in its URL, next to ./listingQuery's filters, so a shared link or the
 * back button shows the same choice: `strain=INDICA,HYBRID`, `thc=18-30`, `cbd=-5` (up to 5),
 * `effect=Happy,Relaxed`, `terpene=Myrcene`. A potency range has no unit here: it is read in the
 * unit of the listing's span (the product filter's answer). Reading is forgiving (unknown strains,
 * malformed ranges and empty values are dropped, never thrown); writing is canonical (strains in
 * the menu's order, names sorted, no duplicates, nothing empty), so one choice has one address.
 */
import type { PotencyRange, ProductFacetFilter, StrainType } from '../../schemas';
import { FACET_KEYS, FACET_PARAMS } from './facetParams';
import { buildListingSearch, type ListingQuery } from './listingQuery';

/**
 * STRAIN_TYPES of schemas/api/productScience written out, in the menu's order (the test holds
 * them equal): a value imported from schemas/ would bring zod into the listing's first load.
 */
export const STRAIN_VALUES = [
  'INDICA',
  'SATIVA',
  'HYBRID',
  'HIGH_CBD',
] as const satisfies readonly StrainType[];

/** A potency range as the URL holds it; an absent bound is open. */
export type PotencyBounds = Omit<PotencyRange, 'unit'>;

export type FacetLists = Required<Pick<ProductFacetFilter, 'strainTypes' | 'effects' | 'terpenes'>>;
export type FacetListKey = keyof FacetLists;
export type PotencyKey = 'thc' | 'cbd';

export type FacetQuery = FacetLists & { thc: PotencyBounds | null; cbd: PotencyBounds | null };

export const EMPTY_FACETS: FacetQuery = {
  strainTypes: [],
  thc: null,
  cbd: null,
  effects: [],
  terpenes: [],
};

/** The product filter's limits on a name (schemas/api/productFacets). */
const NAME_MAX_LENGTH = 40;
const NAMES_MAX = 20;

/** "cbd", "high-cbd" and "High CBD" all name HIGH_CBD: the label reads "CBD". */
const STRAIN_ALIASES: Readonly<Record<string, StrainType>> = { CBD: 'HIGH_CBD' };

const isStrain = (value: string): value is StrainType =>
  STRAIN_VALUES.some((strain) => strain === value);

function strainOf(raw: string): StrainType | null {
  const value = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (isStrain(value)) return value;
  return STRAIN_ALIASES[value] ?? null;
}

/** Case folded first, so "happy" sits by "Happy"; code units then, identical on every machine. */
export function compareNames(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Strains in the menu's order, once each. */
function canonicalStrains(values: readonly string[]): StrainType[] {
  const chosen = new Set(values.map(strainOf));
  return STRAIN_VALUES.filter((strain) => chosen.has(strain));
}

/**
 * Names trimmed, sorted, once each whatever their case (the first spelling kept), at most the
 * filter's twenty. A comma separates values in the URL, so a name holding one cannot be written.
 */
function canonicalNames(values: readonly string[]): string[] {
  const names: string[] = [];
  for (const raw of values) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '' || name.length > NAME_MAX_LENGTH || name.includes(',')) continue;
    if (!names.some((kept) => sameName(kept, name))) names.push(name);
  }
  return names.sort(compareNames).slice(0, NAMES_MAX);
}

/** Two decimals at most: a slider's step arithmetic leaves 18.300000000000001. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** A range with its bounds in order, or null when it has none. */
function canonicalRange(range: PotencyBounds | null): PotencyBounds | null {
  if (range === null) return null;
  const bounds = [range.min, range.max].map((bound) =>
    bound === undefined || !Number.isFinite(bound) || bound < 0 ? undefined : rounded(bound),
  );
  const [low, high] = bounds;
  if (low === undefined && high === undefined) return null;
  const [min, max] = low !== undefined && high !== undefined && low > high ? [high, low] : bounds;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

export function canonicalFacets(facets: FacetQuery): FacetQuery {
  return {
    strainTypes: canonicalStrains(facets.strainTypes),
    thc: canonicalRange(facets.thc),
    cbd: canonicalRange(facets.cbd),
    effects: canonicalNames(facets.effects),
    terpenes: canonicalNames(facets.terpenes),
  };
}

const BOUND = /^\d+(\.\d+)?$/;

/** "18-30", "18-" (from 18), "-30" (up to 30); anything else is no range. */
function parseRange(value: string | null): PotencyBounds | null {
  const match = /^([^-]*)-([^-]*)$/.exec((value ?? '').trim());
  if (match === null) return null;
  const [min, max] = [match[1], match[2]].map((part) => {
    const text = (part ?? '').trim();
    return BOUND.test(text) ? Number(text) : undefined;
  });
  return canonicalRange({ min, max });
}

const listParam = (value: string | null) => (value ?? '').split(',');

export function parseFacetQuery(search: string | URLSearchParams): FacetQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return canonicalFacets({
    strainTypes: canonicalStrains(listParam(params.get(FACET_PARAMS.strainTypes))),
    thc: parseRange(params.get(FACET_PARAMS.thc)),
    cbd: parseRange(params.get(FACET_PARAMS.cbd)),
    effects: listParam(params.get(FACET_PARAMS.effects)),
    terpenes: listParam(params.get(FACET_PARAMS.terpenes)),
  });
}

const rangeText = ({ min, max }: PotencyBounds) => `${min ?? ''}-${max ?? ''}`;

/** Each facet's "name=value" as the URL writes it: commas between values left as they are. */
function facetParts(facets: FacetQuery): string[] {
  const canonical = canonicalFacets(facets);
  const parts: string[] = [];
  for (const key of FACET_KEYS) {
    const name = FACET_PARAMS[key];
    if (key === 'thc' || key === 'cbd') {
      const range = canonical[key];
      if (range !== null) parts.push(`${name}=${rangeText(range)}`);
      continue;
    }
    const values: readonly string[] = canonical[key];
    const written = values.map((value) => encodeURIComponent(value));
    if (written.length > 0) parts.push(`${name}=${written.join(',')}`);
  }
  return parts;
}

/**
 * The query string with `facets` written in place of the URL's own ("?…", or "" when nothing is
 * set). Every other parameter of `base` is kept, first and in order.
 */
export function buildFacetSearch(facets: FacetQuery, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base);
  for (const key of FACET_KEYS) params.delete(FACET_PARAMS[key]);
  const parts = [params.toString(), ...facetParts(facets)].filter((part) => part !== '');
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** The listing's whole query string: its filters and page (listingQuery), then its facets. */
export function buildFacetedListingSearch(
  listing: Partial<ListingQuery>,
  facets: FacetQuery,
  base: string | URLSearchParams = '',
): string {
  return buildFacetSearch(facets, buildListingSearch(listing, base));
}

/** A facet change shows a new list: back to its first page, the other filters kept. */
export function facetChangeSearch(
  listing: ListingQuery,
  facets: FacetQuery,
  base: string | URLSearchParams = '',
): string {
  return buildFacetedListingSearch({ ...listing, pageNo: 1 }, facets, base);
}

/** Ticks a value, or unticks it (whatever its case): the strain list keeps only strains. */
export function toggleFacet(facets: FacetQuery, key: FacetListKey, value: string): FacetQuery {
  const current: readonly string[] = facets[key];
  const ticked = current.some((entry) => sameName(entry, value));
  const next = ticked ? current.filter((entry) => !sameName(entry, value)) : [...current, value];
  return key === 'strainTypes'
    ? { ...facets, strainTypes: canonicalStrains(next) }
    : { ...facets, [key]: canonicalNames(next) };
}

export function setPotencyRange(
  facets: FacetQuery,
  key: PotencyKey,
  range: PotencyBounds | null,
): FacetQuery {
  return { ...facets, [key]: canonicalRange(range) };
}

/** How many choices are made: each ticked value and each range counts one. */
export function facetCount(facets: FacetQuery): number {
  const ranges = [facets.thc, facets.cbd].filter((range) => range !== null).length;
  return facets.strainTypes.length + facets.effects.length + facets.terpenes.length + ranges;
}

export const hasFacets = (facets: FacetQuery) => facetCount(facets) > 0;
