import { queryOptions, skipToken } from '@tanstack/react-query';
import type { SearchPageCms } from '../../../schemas';
import type { SearchPanelTexts } from '../../../variants/search/types';
import type { ApiClient } from '../../api/client';
import { readRecord } from '../../api/readWith';

/** Spec 7.4: GET of searchPageCms, only for the full-text search type; the first data item is used. */
export const searchPageCmsQuery = (enabled: boolean, client: ApiClient) =>
  queryOptions({
    queryKey: ['cms', 'search-page'],
    queryFn: enabled
      ? async ({ signal }) =>
          readRecord(
            (s) => s.SearchPageCmsSchema,
            await client.get('/cms/search-page', { signal }),
            'GET /cms/search-page',
          ) ?? {}
      : skipToken,
  });

export type SearchPageTexts = SearchPanelTexts & { title: string };

export const DEFAULT_SEARCH_TEXTS: SearchPageTexts = {
  title: 'Search',
  topBrandsTitle: 'Top Brands',
  trendingTitle: 'Trending Products',
  viewAllBrandsHref: '/search/brands',
};

const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** The CMS search page's fields are not in the spec; the ones we know replace the spec's texts. */
export function searchPageTexts(cms: SearchPageCms | null | undefined): SearchPageTexts {
  return {
    title: textOf(cms?.title, DEFAULT_SEARCH_TEXTS.title),
    topBrandsTitle: textOf(cms?.topBrandsTitle, DEFAULT_SEARCH_TEXTS.topBrandsTitle),
    trendingTitle: textOf(cms?.trendingProductsTitle, DEFAULT_SEARCH_TEXTS.trendingTitle),
    viewAllBrandsHref: DEFAULT_SEARCH_TEXTS.viewAllBrandsHref,
  };
}
