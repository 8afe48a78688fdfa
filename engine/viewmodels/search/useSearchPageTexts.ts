import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { searchPageCmsQuery, searchPageTexts, type SearchPageTexts } from './searchPageTexts';

/**
 * The search texts, from the CMS search page for the full-text search type (spec 7.4).
 * `wanted` false skips the call for a view that shows none of them (the desktop dropdown).
 */
export function useSearchPageTexts(wanted = true): SearchPageTexts {
  const fullText = useSiteSettings('appSettings').searchMenuType === 'fullText';
  const cms = useQuery(searchPageCmsQuery(fullText && wanted, useApiClient()));
  return searchPageTexts(fullText ? cms.data : null);
}
