import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sanitizedHtmlQuery } from './useSanitizedHtml';

describe('sanitizedHtmlQuery', () => {
  it('answers the sanitiser’s output for the HTML (node has no DOM: inert text)', async () => {
    const client = new QueryClient();
    const html = await client.fetchQuery(sanitizedHtmlQuery('<img src=x onerror="alert(1)">'));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  it('keys each text on its own, so two blocks never share an answer', () => {
    expect(sanitizedHtmlQuery('<p>a</p>').queryKey).not.toEqual(
      sanitizedHtmlQuery('<p>b</p>').queryKey,
    );
  });
});
