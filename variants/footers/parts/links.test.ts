import { describe, expect, it } from 'vitest';
import { isExternalHref, spaPathOf, telHref } from './links';
import { footerColorVars } from './cssVars';

describe('isExternalHref', () => {
  it.each([
    ['https://www.instagram.com/greenleaf', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/path', true],
    // Protocol-relative is neither a site path nor an explicit http(s) link: not followed.
    ['//cdn.example.com/file.pdf', false],
    ['/\\evil.example', false],
    ['  https://padded.example.com', true],
    ['/specials', false],
    ['/category/flower', false],
    ['/', false],
    ['about-us', false],
    ['mailto:hello@example.com', false],
  ])('%s → %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['(313) 555-0142', 'tel:3135550142'],
    ['313.555.0142', 'tel:3135550142'],
    ['+1 313 555 0142', 'tel:+13135550142'],
    [' 555-0100 ', 'tel:5550100'],
    ['', null],
    ['n/a', null],
  ])('%j → %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});

describe('spaPathOf', () => {
  it.each([
    ['/terms-and-conditions', '/terms-and-conditions'],
    [' /faq?tab=orders ', '/faq?tab=orders'],
    ['//cdn.example.com/menu.pdf', null],
    ['https://www.michigan.gov/cra', null],
    ['mailto:hello@example.com', null],
    ['#top', null],
    ['about', null],
    [null, null],
  ])('%j → %j', (href, expected) => {
    expect(spaPathOf(href)).toBe(expected);
  });
});

describe('footerColorVars', () => {
  it('maps the four CMS colours to the shared custom property names', () => {
    expect(
      footerColorVars({ background: '#111', font: '#eee', hover: '#fc0', active: '#0f9' }),
    ).toEqual({
      '--footer-bg': '#111',
      '--footer-fg': '#eee',
      '--footer-hover': '#fc0',
      '--footer-active': '#0f9',
    });
  });
});
