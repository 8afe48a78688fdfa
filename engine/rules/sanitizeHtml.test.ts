import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeHtml } from './sanitizeHtml';

// The unit project runs in node, where DOMPurify has no DOM: the fallback must be inert text.
// The DOM path is exercised in the browser by the footer's story tests.
describe('sanitizeHtml without a DOM', () => {
  it('renders markup as text', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('escapeHtml', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
