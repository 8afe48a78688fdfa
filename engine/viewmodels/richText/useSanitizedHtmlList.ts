import { useQueries } from '@tanstack/react-query';
import { sanitizedHtmlQuery } from './useSanitizedHtml';

/**
 * Several CMS HTML blocks through the one sanitiser (a page's sections), each cached like
 * useSanitizedHtml; '' for a block still being sanitised or empty.
 */
export function useSanitizedHtmlList(htmls: readonly string[]): string[] {
  return useQueries({
    queries: htmls.map((html) => ({
      ...sanitizedHtmlQuery(html),
      enabled: html.trim() !== '',
    })),
    combine: (results) => results.map((result) => result.data ?? ''),
  });
}
