import { useSnapshot } from 'valtio';
import { useStores } from '../../stores/StoresProvider';
import type { ProductFilterInput } from '../../api/productFilter';

/** The chosen store's part of every product-filter body (spec 7.3: retailerId, provider, menuType). */
export function useStoreFilter(): Pick<ProductFilterInput, 'retailerId' | 'provider' | 'menuType'> {
  const { retailerId, provider, menuType } = useSnapshot(useStores().storeContext);
  return { retailerId, provider, menuType };
}
