import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductFilterBody, ProductFilterPage } from '../../api/productFilter';
import { useProductFilter } from '../../api/useProductFilter';
import type { FacetQuery } from '../../rules/listingFacets';
import {
  PRODUCT_FILTER_PAGES,
  facetFilter,
  sameUnits,
  spanUnits,
  spansKey,
  withFacets,
  type SpanUnits,
} from './facetRequest';

type Learned = { key: string; units: SpanUnits };

/**
 * One page of a listing with its facets. A potency range is sent in the unit of the listing's
 * span, learned from the API's last answer for this listing (its category, brand, search…):
 * spans leave their own range out, so any answer names the unit the next request needs. A link
 * that opens with a range, before any answer, first asks for the listing without its ranges (on
 * the server too: the data passes fetch one after the other); changing another facet then costs
 * no second request. Learned units are kept in state and corrected from each answer, in render,
 * so the server's passes and the browser's hydrating render reach the same body.
 */
export function useFacetedProductFilter(base: ProductFilterBody | null, query: FacetQuery) {
  const client = useQueryClient();
  const [learned, setLearned] = useState<Learned | null>(null);
  const key = base === null ? null : spansKey(base);
  const known = learned !== null && learned.key === key ? learned.units : null;
  const probing = base !== null && known === null && (query.thc !== null || query.cbd !== null);

  const probe = useProductFilter(
    probing && base !== null ? withFacets(base, facetFilter(query, null)) : null,
  );
  const probeAnswered = probe.isSuccess && !probe.isPlaceholderData;
  // A failed probe leaves the ranges out: the shopper still gets the list, with what else applies.
  const waiting = probing && !probeAnswered && !probe.isError;
  const units = known ?? (probeAnswered ? spanUnits(probe.data?.facets ?? null) : null);

  const body = base === null || waiting ? null : withFacets(base, facetFilter(query, units));
  const result = useProductFilter(body);

  const answered =
    key !== null && result.isSuccess && !result.isPlaceholderData
      ? spanUnits(result.data.facets)
      : null;
  if (answered !== null && key !== null && (known === null || !sameUnits(known, answered))) {
    setLearned({ key, units: answered });
  }
  // Before the first answer, whether facets will come: the API has counted them for a list before.
  const facetsExpected =
    result.data === undefined &&
    client
      .getQueriesData<ProductFilterPage>({ queryKey: PRODUCT_FILTER_PAGES })
      .some(([, page]) => page !== undefined && page.facets !== null);
  return { result, units, waiting, facetsExpected };
}
