import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeHtml } from './sanitizeHtml';

// The unit project runs in node, where DOMPurify has no DOM: the fallback must be inert text.
// The DOM path applies richTextPolicy (tested in richTextPolicy.test.ts) and is exercised in the
// built app by e2e/hostileContent.spec.ts and in the browser by the footer's story tests.
describe('sanitizeHtml without a DOM', () => {
  it('renders markup as text', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    '<style>body{display:none}</style>',
    '<p style="position:fixed;inset:0">x</p>',
    '<form action="https://evil.example"><input name="password"></form>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
  ])('leaves no tag in %s', (html) => {
    expect(sanitizeHtml(html)).not.toMatch(/</);
  });
});

describe('escapeHtml', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
