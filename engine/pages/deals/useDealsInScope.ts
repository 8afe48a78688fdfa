import { useSnapshot } from 'valtio';
import type { Special } from '../../../schemas';
import { useSpecials } from '../../api/hooks';
import { useProductFilter } from '../../api/useProductFilter';
import { productFilterBody } from '../../api/productFilter';
import { useStores } from '../../stores/StoresProvider';
import { useStoreFilter } from '../../viewmodels/catalogue/useStoreFilter';

/** Enough products to see every deal a category or brand takes part in. */
const SCAN_LIMIT = 100;

/**
 * The specials that apply to a category or brand. A special does not list its categories or
 * brands, so the deals are read off the products in scope (each carries its specialDiscount).
 */
export function useDealsInScope(scope: {
  categories?: readonly string[];
  brandIds?: readonly string[];
  ready: boolean;
}): { specials: Special[]; loading: boolean } {
  const store = useStoreFilter();
  const { retailerId } = useSnapshot(useStores().storeContext);
  const specials = useSpecials(retailerId);
  const products = useProductFilter(
    scope.ready
      ? productFilterBody({
          ...store,
          categories: scope.categories,
          brandIds: scope.brandIds,
          limit: SCAN_LIMIT,
        })
      : null,
  );
  const slugs = new Set(
    (products.data?.products ?? []).map((product) => product.specialDiscount?.specialSlug ?? ''),
  );
  const loading = !scope.ready || specials.isPending || products.isPending;
  return {
    specials: loading
      ? []
      : (specials.data?.items ?? []).filter((special) => slugs.has(special.urlSlug)),
    loading,
  };
}
