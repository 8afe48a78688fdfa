import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Product } from '../../../schemas';
import { useApiClient } from '../../api/ApiClientProvider';
import { readProductFilterPage } from '../../api/productFilter';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { useStoreFilter } from '../catalogue/useStoreFilter';
import { offerProducts, offerRequest, offerSource } from './offerQuery';

export type CheckoutOffer = { products: Product[]; loading: boolean };

/** The offer's request for the current site, store and cart; null when it cannot be made. */
function useOfferRequest() {
  const checkoutPopupSettingsCMS = useSiteSettings('checkoutPopupSettingsCMS');
  const { cartList } = useSnapshot(useStores().cart);
  const store = useStoreFilter();
  const source = offerSource(checkoutPopupSettingsCMS, cartList);
  return { source, request: offerRequest(store, source) };
}

/**
 * Spec 2.12: "A checkout offer modal can appear before checkout" — it does when the CMS gives it
 * a source and the request can be made (spec 7.3: a retailer, a menu type, a non-empty list).
 */
export function useCheckoutOfferAvailable(): boolean {
  return useOfferRequest().request !== null;
}

/**
 * The offer's products (spec 7.3): from the CMS slugs or the cart, cached per retailer, menu
 * type and list, refetched on mount but not on focus, asked only when the request can be made.
 */
export function useCheckoutOffer(enabled: boolean): CheckoutOffer {
  const client = useApiClient();
  const { source, request } = useOfferRequest();
  const query = useQuery({
    queryKey: request?.key ?? ['checkout-offer', 'none'],
    queryFn: async ({ signal }) =>
      (
        await readProductFilterPage(
          await client.post('/products/filter', request?.body, { signal }),
        )
      ).products,
    enabled: enabled && request !== null,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
  return {
    products: offerProducts(source, query.data ?? []),
    loading: request !== null && query.isPending,
  };
}
