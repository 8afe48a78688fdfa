import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, richTextLink } from './richTextPolicy';

// The sanitiser's decisions, testable without a DOM; DOMPurify applies them in the browser
// (e2e/hostileContent.spec.ts drives the hostile footer through the built app).
describe('the rich-text allowlist', () => {
  it.each([
    'style',
    'script',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'iframe',
    'object',
    'embed',
    'img',
    'svg',
    'math',
    'link',
    'meta',
    'base',
    'video',
    'h1',
  ])('has no <%s>', (tag) => {
    expect(RICH_TEXT_TAGS).not.toContain(tag);
  });

  it('keeps plain text formatting', () => {
    for (const tag of ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'blockquote']) {
      expect(RICH_TEXT_TAGS).toContain(tag);
    }
  });

  it.each([
    'style',
    'class',
    'id',
    'name',
    'target',
    'rel',
    'src',
    'action',
    'formaction',
    'onclick',
  ])('has no %s attribute', (attribute) => {
    expect(RICH_TEXT_ATTRIBUTES).not.toContain(attribute);
  });
});

describe('richTextLink', () => {
  it.each([
    ['/faq', { href: '/faq' }],
    ['#hours', { href: '#hours' }],
    [
      'https://blog.example.com/post',
      { href: 'https://blog.example.com/post', target: '_blank', rel: 'noopener noreferrer' },
    ],
  ])('%j stays a link', (href, expected) => {
    expect(richTextLink(href)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    '/ok\u0000',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@b.example',
    '',
  ])('%j is no link', (href) => {
    expect(richTextLink(href)).toBeNull();
  });
});
