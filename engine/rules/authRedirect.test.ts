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
  ])('%s → %s', (requested, expected) => {
    expect(redirectAfterAuth(requested)).toBe(expected);
  });
});

describe('authHref', () => {
  it.each<['/sign-in' | '/sign-up', string | null, string]>([
    ['/sign-in', null, '/sign-in'],
    ['/sign-up', '/account', '/sign-up?redirect=%2Faccount'],
    ['/sign-in', 'https://evil.example', '/sign-in'],
    ['/sign-in', '/sign-up', '/sign-in'],
  ])('%s back to %s → %s', (page, returnTo, expected) => {
    expect(authHref(page, returnTo)).toBe(expected);
  });
});
