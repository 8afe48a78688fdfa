import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { useSiteConfig } from '../../site/SiteConfigProvider';
import { searchPageCmsQuery, searchPageTexts, type SearchPageTexts } from './searchPageTexts';

/** The search texts, from the CMS search page for the full-text search type (spec 7.4). */
export function useSearchPageTexts(): SearchPageTexts {
  const fullText = useSiteConfig().settings.appSettings.searchMenuType === 'fullText';
  const cms = useQuery(searchPageCmsQuery(fullText, useApiClient()));
  return searchPageTexts(fullText ? cms.data : null);
}
