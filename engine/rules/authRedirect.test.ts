import { describe, expect, it } from 'vitest';
import { authHref, redirectAfterAuth } from './authRedirect';

describe('redirectAfterAuth', () => {
  it.each<[string | null, string]>([
    [null, '/'],
    ['', '/'],
    ['/account', '/account'],
    ['/your-order?tab=2', '/your-order?tab=2'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/sign-in', '/'],
    ['/sign-up/', '/'],
    ['/sign-in?redirect=/x', '/'],
    [' /account ', '/account'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n/evil.example', '/'],
    ['/account\u0000', '/'],
    ['\\evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['https:/\\evil.example', '/'],
    ['data:text/html,hi', '/'],
    ['#top', '/'],
    ['account', '/'],
  ])('%s → %s', (requested, expected) => {
    expect(redirectAfterAuth(requested)).toBe(expected);
  });
});

describe('redirectAfterAuth, with the ?redirect= value as the browser decodes it', () => {
  it.each(['/%09/evil.example', '/%0a/evil.example', '/%0d/evil.example', '/%5C/evil.example'])(
    '%s lands on /',
    (encoded) => {
      const requested = new URLSearchParams(`redirect=${encoded}`).get('redirect');
      expect(redirectAfterAuth(requested)).toBe('/');
    },
  );
  it('keeps an encoded path of the site', () => {
    const requested = new URLSearchParams('redirect=%2Fshop%3Fbrand%3Dx').get('redirect');
    expect(redirectAfterAuth(requested)).toBe('/shop?brand=x');
  });
});

describe('authHref', () => {
  it.each<['/sign-in' | '/sign-up', string | null, string]>([
    ['/sign-in', null, '/sign-in'],
    ['/sign-up', '/account', '/sign-up?redirect=%2Faccount'],
    ['/sign-in', 'https://evil.example', '/sign-in'],
    ['/sign-in', '/sign-up', '/sign-in'],
    ['/sign-up', '/\t/evil.example', '/sign-up'],
  ])('%s back to %s → %s', (page, returnTo, expected) => {
    expect(authHref(page, returnTo)).toBe(expected);
  });
});
