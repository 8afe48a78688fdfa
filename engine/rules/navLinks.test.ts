import { describe, expect, it } from 'vitest';
import { navHref, safeHref } from './navLinks';

describe('navHref (spec 2.5, 2.9 link mapping)', () => {
  it.each([
    ['Deals', '', { shopPath: '/shop' }, '/deals'],
    ['deals', '  ', { shopPath: '/shop', dealsVersion: 'v1' }, '/deals'],
    ['Deals', '', { shopPath: '/shop', dealsVersion: 'v2' }, '/deals-category'],
    ['Deals', '/deals/summer', { shopPath: '/shop', dealsVersion: 'v2' }, '/deals/summer'],
    ['Shop', '/anything', { shopPath: '/menu-shop' }, '/menu-shop'],
    ['Shop All', '', { shopPath: '/shop' }, '/shop'],
    ['Flower', '/category/flower', { shopPath: '/shop' }, '/category/flower'],
    ['Blog', 'https://blog.example.com', { shopPath: '/shop' }, 'https://blog.example.com'],
    ['Bad', 'javascript:alert(1)', { shopPath: '/shop' }, null],
    ['Empty', '', { shopPath: '/shop' }, null],
  ])('%s + %j', (label, url, context, expected) => {
    expect(navHref(label, url, context)).toBe(expected);
  });
});

describe('safeHref', () => {
  it.each([
    ['/about', '/about'],
    ['#top', '#top'],
    ['http://x.example', 'http://x.example'],
    ['HTTPS://X.EXAMPLE/path', 'HTTPS://X.EXAMPLE/path'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['/ok\u0007', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['mailto:a@b.c', null],
    ['about', null],
  ])('%s → %s', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
