import { describe, expect, it } from 'vitest';
import {
  filterStores,
  matchesStoreName,
  stateName,
  statesWithStores,
  storeListFor,
} from './storeSearch';

type Store = {
  name: string;
  retailerName: string;
  addressObject: { line1: string; city: string; state: string; postalCode: string };
};

const store = (name: string, state: string, retailerName = ''): Store => ({
  name,
  retailerName,
  addressObject: { line1: '', city: '', state, postalCode: '' },
});

const troy = store('Greenleaf Troy', 'MI');
const detroit = store('Greenleaf Detroit Midtown', 'MI');
const phoenix = store('Desert Bloom Phoenix', 'AZ');
const denver = store('Peak Elevation Denver', 'co');
const littleRock = store('', 'AR', 'Ozark Remedies Little Rock');
const chain = [troy, detroit, phoenix, denver, littleRock];

describe('statesWithStores (spec 2.11: states that have stores, sorted)', () => {
  it.each([
    [
      'a chain over four states, sorted by name',
      chain,
      [
        { code: 'AZ', name: 'Arizona' },
        { code: 'AR', name: 'Arkansas' },
        { code: 'CO', name: 'Colorado' },
        { code: 'MI', name: 'Michigan' },
      ],
    ],
    [
      'one state with two stores is listed once',
      [troy, detroit],
      [{ code: 'MI', name: 'Michigan' }],
    ],
    [
      'stores without a state are left out',
      [store('Nowhere', ''), troy],
      [{ code: 'MI', name: 'Michigan' }],
    ],
    ['an unknown code is shown as itself', [store('Toronto', 'ON')], [{ code: 'ON', name: 'ON' }]],
    ['no stores, no states', [], []],
  ])('%s', (_case, retailers, expected) => {
    expect(statesWithStores(retailers)).toEqual(expected);
  });

  it.each([
    ['MI', 'Michigan'],
    ['DC', 'District of Columbia'],
    ['XX', 'XX'],
  ])('stateName(%s) → %s', (code, expected) => expect(stateName(code)).toBe(expected));
});

describe('matchesStoreName (spec 2.11: case-insensitive substring)', () => {
  it.each([
    ['Troy', true],
    ['troy', true],
    ['TROY', true],
    ['leaf t', true],
    ['  troy  ', true],
    ['', true],
    ['Detroit', false],
    ['Troy MI', false],
  ])('"Greenleaf Troy" with %j → %s', (term, expected) => {
    expect(matchesStoreName(troy, term)).toBe(expected);
  });

  it('falls back to retailerName when the name is empty', () => {
    expect(matchesStoreName(littleRock, 'ozark')).toBe(true);
  });
});

describe('filterStores', () => {
  it.each([
    ['every store without filters', { state: null, term: '' }, chain],
    ['one state', { state: 'MI', term: '' }, [troy, detroit]],
    ['a state stored in lower case', { state: 'CO', term: '' }, [denver]],
    ['a state and a term', { state: 'MI', term: 'mid' }, [detroit]],
    ['a term across states', { state: null, term: 'e' }, chain],
    ['a term with no match', { state: 'MI', term: 'Phoenix' }, []],
  ])('%s', (_case, filter, expected) => {
    expect(filterStores(chain, filter)).toEqual(expected);
  });
});

describe('storeListFor (§8 empty messages)', () => {
  it.each([
    ['stores match', chain, { state: 'MI', term: 'troy' }, { kind: 'stores', stores: [troy] }],
    ['no retailer at all', [], { state: null, term: '' }, { kind: 'noStores' }],
    ['no retailer at all, with a term', [], { state: null, term: 'troy' }, { kind: 'noStores' }],
    ['the state has no store', chain, { state: 'NV', term: '' }, { kind: 'noStores' }],
    ['the search matches nothing', chain, { state: 'MI', term: 'Kalamazoo' }, { kind: 'noMatch' }],
  ])('%s', (_case, retailers, filter, expected) => {
    expect(storeListFor(retailers, filter)).toEqual(expected);
  });
});
