import { describe, expect, it } from 'vitest';
import { canonicalUrl, contentParams } from './canonical';

const ORIGIN = 'https://shop.example';

describe('canonicalUrl', () => {
  it.each([
    // One product page whatever store, menu type, order type or tracking tag came with it.
    ['product', '/product/blue-dream', '', '/product/blue-dream'],
    [
      'product',
      '/product/blue-dream',
      '?store=greenleaf-troy&menuType=MEDICAL',
      '/product/blue-dream',
    ],
    ['product', '/product/blue-dream', '?utm_source=mail&fbclid=x', '/product/blue-dream'],
    ['product', '/product/caf%C3%A9', '', '/product/caf%C3%A9'],
    ['product', '/product/blue-dream/', '', '/product/blue-dream'],
    // Listings keep what changes their content, in one order; page 1 is the page itself.
    ['shop', '/shop', '', '/shop'],
    ['shop', '/shop', '?pageNo=1&price=20', '/shop?price=20'],
    [
      'shop',
      '/shop',
      '?brand=wana&search=gummy&pageNo=2',
      '/shop?search=gummy&brand=wana&pageNo=2',
    ],
    ['shop', '/shop', '?search=%20%20&fixture=default', '/shop'],
    ['shop', '/shop', '?store=greenleaf-troy', '/shop'],
    ['shopConfigured', '/menu', '?category=flower', '/menu?category=flower'],
    ['category', '/category/flower', '?category=edibles&brand=wana', '/category/flower?brand=wana'],
    ['shopBrand', '/shop/brand/wana', '?brand=other&price=40', '/shop/brand/wana?price=40'],
    // Facets narrow a listing without changing what it is: no content parameter of any listing.
    ['shop', '/shop', '?strain=INDICA,HYBRID&thc=18-30', '/shop'],
    ['category', '/category/flower', '?cbd=-5&effect=Happy&terpene=Myrcene', '/category/flower'],
    // Deals are one store's: a store named in the address stays, with the deal's own params.
    [
      'specials',
      '/specials',
      '?specialSlug=20-off&store=troy&x=1',
      '/specials?specialSlug=20-off&store=troy',
    ],
    ['dealDetails', '/deals/20-off', '?store=troy', '/deals/20-off?store=troy'],
    [
      'dealsCollection',
      '/deals-collection/flower',
      '?brandId=b1&specialSlug=s',
      '/deals-collection/flower?specialSlug=s&brandId=b1',
    ],
    // Pages without content parameters, unknown routes and the home page.
    ['home', '/', '?fixture=default', '/'],
    ['home', '', '', '/'],
    ['retailer', '/greenleaf-troy', '?menuType=MEDICAL', '/greenleaf-troy'],
    ['about', '/about', '?pageNo=3', '/about'],
    [null, '/a/b', '?q=1', '/a/b'],
  ] as const)('%s %s%s → %s', (routeId, pathname, search, expected) => {
    expect(canonicalUrl({ origin: ORIGIN, pathname, search, routeId })).toBe(
      `${ORIGIN}${expected}`,
    );
  });

  it('ignores a trailing slash on the origin', () => {
    expect(
      canonicalUrl({ origin: `${ORIGIN}/`, pathname: '/shop', search: '', routeId: 'shop' }),
    ).toBe(`${ORIGIN}/shop`);
  });

  it('reads only own route ids, never inherited object keys', () => {
    expect(contentParams('constructor')).toEqual([]);
    expect(contentParams('toString')).toEqual([]);
  });
});

describe('canonicalUrl of a view (a listing narrowed by facets)', () => {
  it.each([
    ['shop', '/shop', '?category=flower&pageNo=3&effect=Happy', '/shop?category=flower'],
    ['category', '/category/flower', '?terpene=Myrcene&pageNo=2', '/category/flower'],
    ['shop', '/shop', '?strain=INDICA', '/shop'],
  ])('%s %s%s names the first page: %s', (routeId, pathname, search, expected) => {
    expect(canonicalUrl({ origin: ORIGIN, pathname, search, routeId, firstPage: true })).toBe(
      `${ORIGIN}${expected}`,
    );
  });
});
