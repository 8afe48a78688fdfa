/**
 * The store picker's filters (spec 2.11, §9): the states that have stores, sorted, and the
 * case-insensitive store-name search. The 600 ms debounce is the store-switch machine's.
 */
import type { Retailer } from '../../schemas';
import type { StateOption } from '../../variants/retailer-selectors/types';

/** US state and territory names by postal code; an unknown code is shown as the code itself. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
};

/** The retailer's state code, upper-cased ("mi" → "MI"); '' when unknown. */
export function stateCodeOf(retailer: Pick<Retailer, 'addressObject'>): string {
  return retailer.addressObject.state.trim().toUpperCase();
}

/** "Michigan" for "MI"; the code itself when it is not a US state code. */
export function stateName(code: string): string {
  return STATE_NAMES[code] ?? code;
}

/** Spec 2.11: one option per state that has at least one store, sorted by name. */
export function statesWithStores(
  retailers: readonly Pick<Retailer, 'addressObject'>[],
): StateOption[] {
  const codes = new Set(retailers.map(stateCodeOf).filter((code) => code !== ''));
  return [...codes]
    .map((code) => ({ code, name: stateName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Spec 2.11: a case-insensitive substring of the store name; an empty term matches every store. */
export function matchesStoreName(
  retailer: Pick<Retailer, 'name' | 'retailerName'>,
  term: string,
): boolean {
  const needle = term.trim().toLocaleLowerCase('en');
  if (needle === '') return true;
  const name = (retailer.name.trim() || retailer.retailerName.trim()).toLocaleLowerCase('en');
  return name.includes(needle);
}

export type StoreFilter = {
  /** The chosen state code; null shows every state. */
  state: string | null;
  /** The (debounced) "Search by Store Name" term. */
  term: string;
};

/** The stores of the chosen state whose name matches the term, in the server's order. */
export function filterStores<R extends Pick<Retailer, 'addressObject' | 'name' | 'retailerName'>>(
  retailers: readonly R[],
  { state, term }: StoreFilter,
): R[] {
  const code = state?.trim().toUpperCase() ?? '';
  return retailers.filter(
    (retailer) =>
      (code === '' || stateCodeOf(retailer) === code) && matchesStoreName(retailer, term),
  );
}

/**
 * Which list the picker shows (§8): "currently no retailer is found" when the chosen state (or
 * the whole chain) has no store, "no retailer matches your search" when the term filters every
 * one of them out; otherwise the matching stores.
 */
export function storeListFor<R extends Pick<Retailer, 'addressObject' | 'name' | 'retailerName'>>(
  retailers: readonly R[],
  filter: StoreFilter,
): { kind: 'stores'; stores: R[] } | { kind: 'noStores' } | { kind: 'noMatch' } {
  if (filterStores(retailers, { ...filter, term: '' }).length === 0) return { kind: 'noStores' };
  const stores = filterStores(retailers, filter);
  return stores.length === 0 ? { kind: 'noMatch' } : { kind: 'stores', stores };
}
