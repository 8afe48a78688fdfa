import { track } from './bus';
import { priced, productItem } from './items';
import { useOncePerKey } from './useOncePerKey';
import type { ListedProduct } from './useTrackListView';

/**
 * `view_item` once per product shown on its page: a refetch of the same product or a re-render
 * is not a new view; another product (by slug) is. Null while the product loads.
 */
export function useTrackItemView(product: ListedProduct | null): void {
  useOncePerKey(product?.slug ?? null, () => {
    if (product !== null) track('view_item', priced([productItem(product)]));
  });
}
