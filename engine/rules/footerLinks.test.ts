import { describe, expect, it } from 'vitest';
import { footerQuickLinks, footerSocialLinks } from './footerLinks';

const link = (url: string, label = 'Link') => ({ label, url });

describe('footerQuickLinks (spec 2.16)', () => {
  it.each([
    ['/faq', false, '/faq'],
    ['  /about  ', false, '/about'],
    ['https://www.michigan.gov/cra', false, 'https://www.michigan.gov/cra'],
    ['http://example.com/a?b=c', false, 'http://example.com/a?b=c'],
    ['javascript:alert(1)', false, null],
    ['JavaScript:alert(1)', false, null],
    ['data:text/html,<script>alert(1)</script>', false, null],
    ['vbscript:msgbox', false, null],
    ['//evil.example/phish', false, null],
    ['mailto:hello@example.com', false, null],
    ['#top', false, null],
    ['about-us', false, null],
    ['', false, null],
    ['/find-a-dispensary', false, '/find-a-dispensary'],
    ['/store-directory', false, '/store-directory'],
    ['/find-a-dispensary', true, null],
    ['/store-directory', true, null],
    ['/store-directory/', true, null],
    ['/Store-Directory?state=mi', true, null],
    ['/store-directory-news', true, '/store-directory-news'],
    ['/faq', true, '/faq'],
  ])('%j (hides directory: %s) → %j', (url, hides, expected) => {
    const out = footerQuickLinks([link(url)], hides);
    expect(out).toEqual(expected === null ? [] : [{ label: 'Link', href: expected }]);
  });

  it('drops links without a label and trims labels, keeping CMS order', () => {
    expect(footerQuickLinks([link('/b', ' B '), link('/x', '  '), link('/a', 'A')], false)).toEqual(
      [
        { label: 'B', href: '/b' },
        { label: 'A', href: '/a' },
      ],
    );
  });

  it('returns no links for an empty CMS list (the column is then not shown)', () => {
    expect(footerQuickLinks([], false)).toEqual([]);
  });
});

describe('footerSocialLinks (spec 2.16: when enabled)', () => {
  const social = (link: string, title = 'Instagram') => ({ link, title, image: '/i.svg' });

  it.each([
    [[], null],
    [[{ isShowSocialLink: false, socialLinks: [social('https://x.com')] }], null],
    [[{ isShowSocialLink: true, socialLinks: [] }], []],
    [
      [
        { isShowSocialLink: false, socialLinks: [social('https://a.example')] },
        { isShowSocialLink: true, socialLinks: [social('https://b.example')] },
      ],
      ['https://b.example'],
    ],
  ])('groups %j → %j', (groups, expected) => {
    const out = footerSocialLinks(groups);
    expect(out === null ? null : out.map((s) => s.href)).toEqual(expected);
  });

  it.each([
    ['https://www.instagram.com/greenleaf', true],
    ['http://facebook.com/greenleaf', true],
    ['/social', false],
    ['javascript:alert(1)', false],
    ['//instagram.com/x', false],
    ['instagram.com/x', false],
  ])('%j is kept: %s', (url, kept) => {
    const out = footerSocialLinks([{ isShowSocialLink: true, socialLinks: [social(url)] }]);
    expect(out?.length).toBe(kept ? 1 : 0);
  });

  it('drops a link without a title, since the title is its accessible name', () => {
    const out = footerSocialLinks([
      { isShowSocialLink: true, socialLinks: [social('https://x.com', ' ')] },
    ]);
    expect(out).toEqual([]);
  });
});
