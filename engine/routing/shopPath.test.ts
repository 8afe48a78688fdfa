import { describe, expect, it } from 'vitest';
import { dealsPathFor } from './dealsPath';
import { normalisePathname, normaliseShopPath } from './shopPath';

describe('normaliseShopPath', () => {
  it.each([
    ['/shop', '/shop'],
    ['menu-shop', '/menu-shop'],
    ['/menu-shop/', '/menu-shop'],
    ['//store/menu//', '/store/menu'],
    ['', '/shop'],
    ['/', '/shop'],
    ['   ', '/shop'],
    ['/shop/:brand', '/shop'],
    ['/shop/*', '/shop'],
    ['/shop?x=1', '/shop'],
    [null, '/shop'],
    [undefined, '/shop'],
  ])('%j → %s', (value, expected) => {
    expect(normaliseShopPath(value)).toBe(expected);
  });
});

describe('normalisePathname', () => {
  it.each([
    ['/', '/'],
    ['/faq/', '/faq'],
    ['faq', '/faq'],
    ['/a/b//', '/a/b'],
  ])('%s → %s', (value, expected) => {
    expect(normalisePathname(value)).toBe(expected);
  });
});

describe('dealsPathFor (spec 2.1)', () => {
  it.each([
    ['v1', '/deals'],
    ['v2', '/deals-category'],
    [null, '/deals'],
  ])('%j → %s', (version, expected) => {
    expect(dealsPathFor(version)).toBe(expected);
  });
});
