import { describe, expect, it } from 'vitest';
import type { MenuType } from '../../schemas';
import { ageGateRedirect, chosenMenu, menuChoices } from './customerChoice';

describe('ageGateRedirect', () => {
  it.each<[string, boolean, boolean, string, string, string | null]>([
    ['gate off', false, false, '/shop', '', null],
    ['consented', true, true, '/shop', '', null],
    [
      'not consented: to the gate and back',
      true,
      false,
      '/shop',
      '?search=blue',
      '/customer-choice?redirect=%2Fshop%3Fsearch%3Dblue',
    ],
    ['home', true, false, '/', '', '/customer-choice?redirect=%2F'],
    ['on the gate already', true, false, '/customer-choice', '?redirect=%2F', null],
    ['policies stay readable', true, false, '/privacy-policy', '', null],
    ['terms with a trailing slash', true, false, '/terms-and-conditions/', '', null],
  ])('%s', (_, gateOn, consented, pathname, search, expected) => {
    expect(ageGateRedirect({ gateOn, consented, pathname, search })).toBe(expected);
  });
});

describe('menu choice (spec 6: medical only with isMedicalTypeOn)', () => {
  it.each<[boolean, MenuType[]]>([
    [false, ['RECREATIONAL']],
    [true, ['RECREATIONAL', 'MEDICAL']],
  ])('isMedicalTypeOn %s offers %j', (on, expected) => {
    expect(menuChoices(on)).toEqual(expected);
  });

  it.each<[MenuType | null, boolean, MenuType]>([
    [null, false, 'RECREATIONAL'],
    ['MEDICAL', false, 'RECREATIONAL'],
    ['MEDICAL', true, 'MEDICAL'],
    ['RECREATIONAL', true, 'RECREATIONAL'],
  ])('picked %s, medical on %s → %s', (picked, on, expected) => {
    expect(chosenMenu(picked, on)).toBe(expected);
  });
});
