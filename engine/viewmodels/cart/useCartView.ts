import { useSnapshot } from 'valtio';
import type { CheckoutState, StoreSummaryData } from '../../../variants/cart/types';
import { checkoutAvailability } from '../../rules/checkoutAvailability';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { useOrderStrip } from '../storeSelection/useOrderStrip';
import { cartViewFrom, storeSummaryFrom, type CartViewData } from './cartData';

/** The cart's lines and totals as every cart view shows them. */
export function useCartView(): CartViewData {
  const stores = useStores();
  const cart = useSnapshot(stores.cart);
  const context = useSnapshot(stores.storeContext);
  const { dealsVersion } = useSiteSettings('appSettings');
  return cartViewFrom(cart, {
    dealsVersion,
    brandList: context.brandList,
  });
}

/** Spec 4.6: disabled, with the reason, while the close popup is on and the store is closed. */
export function useCheckoutState(): CheckoutState {
  const context = useSnapshot(useStores().storeContext);
  const closePopup = useSiteSettings('retailerClosePopupCMS');
  return checkoutAvailability({
    closePopup,
    retailerId: context.retailerId,
    storeOpen: context.storeOpenStatus,
  });
}

/** Order type and store in the order strip's wording (spec 2.6). */
export function useStoreSummary(): StoreSummaryData {
  return storeSummaryFrom(useOrderStrip());
}
