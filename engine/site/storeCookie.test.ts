import { describe, expect, it } from 'vitest';
import { TROY_SELECTION } from '../../fixtures/data/storeSelections';
import { StoreSelectionSchema } from '../stores/storedSchemas';
import { STORE_COOKIE, storeSelectionCookie } from './storeCookie';
import { storeSelectionFromCookie } from './storeCookieReader';

const troy = TROY_SELECTION;
const pairOf = (cookie: string) => cookie.split(';')[0] ?? '';

describe('store selection cookie', () => {
  it('round-trips the chosen store, menu type and order type among other cookies', () => {
    const header = `a=1; ${pairOf(storeSelectionCookie(troy))}; b=2`;
    expect(storeSelectionFromCookie(header)).toEqual(troy);
  });

  it('lasts a year and is sent with every page of the site', () => {
    const cookie = storeSelectionCookie(troy);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is removed when no store is chosen', () => {
    const none = StoreSelectionSchema.parse({});
    expect(storeSelectionCookie(none)).toBe(`${STORE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it.each([
    ['no header', null],
    ['no such cookie', 'a=1'],
    ['not JSON', `${STORE_COOKIE}=%7Bnope`],
    ['a malformed escape', `${STORE_COOKIE}=%E0%A4%A`],
    ['no store in it', `${STORE_COOKIE}=${encodeURIComponent('{"retailerId":""}')}`],
    [
      'a wrong menu type',
      `${STORE_COOKIE}=${encodeURIComponent('{"retailerId":"x","menuType":1}')}`,
    ],
  ])('reads as no store for %s', (_, header) => {
    expect(storeSelectionFromCookie(header)).toBeNull();
  });
});
