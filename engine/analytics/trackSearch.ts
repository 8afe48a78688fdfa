import { track } from './bus';

/** `search` for one submitted term, trimmed; an empty submission searched nothing. */
export function trackSearch(term: string): void {
  const searchTerm = term.trim();
  if (searchTerm !== '') track('search', { search_term: searchTerm });
}
