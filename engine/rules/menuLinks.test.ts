import { describe, expect, it } from 'vitest';
import {
  MENU_STATIC_LINKS,
  categoryShopAllHref,
  menuLinkHref,
  menuMainLinks,
  type MenuLinkContext,
} from './menuLinks';

const v1: MenuLinkContext = { shopPath: '/shop', dealsVersion: 'v1', isShopPageTwo: false };
const v2: MenuLinkContext = { ...v1, dealsVersion: 'v2' };
const pageTwo: MenuLinkContext = { ...v1, isShopPageTwo: true };
const customShop: MenuLinkContext = { ...v1, shopPath: '/menu-shop' };

describe('menuLinkHref (spec 2.9 menu link mapping)', () => {
  it.each([
    ['"Deals" without a url, deals v1', 'Deals', '', v1, '/deals'],
    ['"Deals" without a url, deals v2', 'Deals', '', v2, '/deals-category'],
    ['"deals" in any case and blank url', ' deals ', '   ', v2, '/deals-category'],
    ['"Deals" with a url keeps it', 'Deals', '/deals/summer', v2, '/deals/summer'],
    ['"Shop" goes to the shop path', 'Shop', '/ignored', customShop, '/menu-shop'],
    ['"Shop All" goes to the shop path', 'Shop All', '', customShop, '/menu-shop'],
    ['"Shop All" ignores shop page two', 'Shop All', '', pageTwo, '/shop'],
    ['a site path', 'Brands', '/brands', v1, '/brands'],
    ['an https URL', 'Blog', 'https://blog.example.com', v1, 'https://blog.example.com'],
    ['a javascript: URL is dropped', 'Bad', 'javascript:alert(1)', v1, null],
    ['a protocol-relative URL is dropped', 'Bad', '//evil.example', v1, null],
    ['another label without a url', 'Contact', '', v1, null],
  ])('%s', (_case, label, url, context, expected) => {
    expect(menuLinkHref(label, url, context)).toBe(expected);
  });
});

describe('categoryShopAllHref (spec 2.9 category "Shop all")', () => {
  it.each([
    ['shop page two on', pageTwo, '/shop-cannabis-near-me'],
    ['shop page two off', v1, '/shop'],
    ['shop page two off, custom shop path', customShop, '/menu-shop'],
  ])('%s', (_case, context, expected) => {
    expect(categoryShopAllHref(context)).toBe(expected);
  });
});

describe('menuMainLinks', () => {
  it('maps labels, urls and sub-links and drops what cannot be followed', () => {
    expect(
      menuMainLinks(
        [
          { label: 'Shop All', url: '/shop', subLinks: [] },
          { label: 'Deals', url: '', subLinks: [] },
          {
            label: 'Learn',
            url: '',
            subLinks: [
              { label: 'Blog', url: '/blog' },
              { label: 'Evil', url: 'javascript:alert(1)' },
              { label: ' ', url: '/faq' },
            ],
          },
          { label: 'Broken', url: 'data:text/html,hi', subLinks: [] },
          { label: '', url: '/nameless', subLinks: [] },
        ],
        { ...v2, shopPath: '/menu-shop' },
      ),
    ).toEqual([
      { label: 'Shop All', href: '/menu-shop', subLinks: [] },
      { label: 'Deals', href: '/deals-category', subLinks: [] },
      { label: 'Learn', href: '', subLinks: [{ label: 'Blog', href: '/blog' }] },
    ]);
  });

  it('lists Version One static links in the spec order', () => {
    expect(MENU_STATIC_LINKS.map((link) => `${link.label} ${link.href}`)).toEqual([
      'About us /about',
      'Blog /blog',
      'Customer Support /ticket-list',
      'Terms & Condition /terms-and-conditions',
      'Privacy Policy /privacy-policy',
    ]);
  });
});
