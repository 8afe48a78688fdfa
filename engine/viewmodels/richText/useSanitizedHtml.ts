import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * CMS HTML through the one sanitiser (engine/rules/sanitizeHtml), as a cached query: DOMPurify
 * loads only when some HTML has to be sanitised in this browser, not with every page (home route
 * budget). A server-rendered page brings the sanitised HTML in its query cache, so hydration needs
 * no sanitiser at all and matches the server's markup.
 */
export const sanitizedHtmlQuery = (html: string) =>
  queryOptions({
    queryKey: ['sanitizedHtml', html],
    queryFn: async () => (await import('../../rules/sanitizeHtml')).sanitizeHtml(html),
    staleTime: Infinity,
    retry: false,
  });

/** The sanitised HTML; '' while the sanitiser loads (the block then draws nothing). */
export function useSanitizedHtml(html: string): string {
  const { data } = useQuery({ ...sanitizedHtmlQuery(html), enabled: html.trim() !== '' });
  return data ?? '';
}
