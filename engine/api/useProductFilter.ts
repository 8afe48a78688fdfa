import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider';
import { useStreamedMeta } from './streamedQueries';
import { productFilterBody, productFilterPageQuery, type ProductFilterBody } from './productFilter';

const NO_STORE = { retailerId: '', provider: '', menuType: 'RECREATIONAL' } as const;

/**
 * One page of the product filter (spec 7.3). While the next page or filter loads, the previous
 * result stays on screen (isPlaceholderData tells the view to dim it) instead of a blank grid.
 * `null` skips the call, e.g. while a brand slug is still being resolved to its id. Inside a
 * StreamedSection the server may send the list after the rest of the page.
 */
export const useProductFilter = (body: ProductFilterBody | null) => {
  const client = useApiClient();
  const meta = useStreamedMeta();
  return useQuery({
    ...productFilterPageQuery(body ?? productFilterBody(NO_STORE), client),
    meta,
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
};
