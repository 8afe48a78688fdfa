import { describe, expect, it } from 'vitest';
import { FIXTURE_COOKIE, fixtureCookie, fixtureFromCookie } from './fixtureCookie';

const known = ['default', 'header-two', 'ads-enabled'];

describe('fixtureFromCookie', () => {
  it('reads the named site among other cookies', () => {
    expect(fixtureFromCookie(`a=1; ${FIXTURE_COOKIE}=header-two; b=2`, known, 'default')).toBe(
      'header-two',
    );
  });
  it.each([
    ['no header', null],
    ['no such cookie', 'a=1; b=2'],
    ['an unknown site', `${FIXTURE_COOKIE}=nope`],
    ['a malformed escape', `${FIXTURE_COOKIE}=%E0%A4%A`],
    ['a prototype key', `${FIXTURE_COOKIE}=constructor`],
  ])('falls back to the default for %s', (_, header) => {
    expect(fixtureFromCookie(header, known, 'default')).toBe('default');
  });
  it('round-trips what fixtureCookie writes', () => {
    const pair = fixtureCookie('ads-enabled').split(';')[0] ?? '';
    expect(fixtureFromCookie(pair, known, 'default')).toBe('ads-enabled');
  });
});
