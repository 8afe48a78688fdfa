import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { provideSanitizerWindow, sanitizeHtml } from './sanitizeHtml';

// The DOM path, as the browser and the server (which provides jsdom) run it.
describe('sanitizeHtml with a DOM', () => {
  beforeAll(() => provideSanitizerWindow(new JSDOM('').window));

  it('keeps text formatting and site links', () => {
    expect(
      sanitizeHtml('<p><strong>Adults 21+</strong> only. Read our <a href="/terms">terms</a>.</p>'),
    ).toBe('<p><strong>Adults 21+</strong> only. Read our <a href="/terms">terms</a>.</p>');
  });

  it('opens another site in a new tab without access to this one', () => {
    expect(sanitizeHtml('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<p style="position:fixed;inset:0" class="btn" id="root">x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="password">Pay</form>', 'Pay'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    [
      '<a href="https://a.example" target="_self" rel="opener">x</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('%s → %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});
