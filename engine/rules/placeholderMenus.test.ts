import { describe, expect, it } from 'vitest';
import { placeholderMenusBeside } from './placeholderMenus';

describe('placeholderMenusBeside (spec 2.3: one "Shop" in the navigation row)', () => {
  it.each([
    ['no CMS links', [], ['Specials', 'Shop']],
    ['links of other names', ['Deals', 'Locations', 'Shop All'], ['Specials', 'Shop']],
    ['a CMS "Shop"', ['Shop', 'Deals'], ['Specials']],
    ['a CMS "Specials"', ['Specials'], ['Shop']],
    ['the default site: "Shop" and "Specials"', ['Shop', 'Deals', 'Specials', 'About'], []],
    ['names in another case, with spaces', [' shop ', 'SPECIALS'], []],
  ] as const)('%s', (_case, labels, shown) => {
    expect(placeholderMenusBeside(labels)).toEqual(shown);
  });
});
