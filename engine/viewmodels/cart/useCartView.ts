import { useSnapshot } from 'valtio';
import type {
  CheckoutState,
  PurchaseLimitsData,
  StoreSummaryData,
} from '../../../variants/cart/types';
import { checkoutAvailability } from '../../rules/checkoutAvailability';
import { activeLimits, type ActiveLimits } from '../../rules/purchaseLimits';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { useOrderStrip } from '../storeSelection/useOrderStrip';
import { cartViewFrom, storeSummaryFrom, type CartViewData } from './cartData';
import { overLimitReason, purchaseLimitsData } from './purchaseLimitsData';

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

/** The purchase limits for the shopper's menu type; null while the setting is off. */
export function useActiveLimits(): ActiveLimits | null {
  const { menuType } = useSnapshot(useStores().storeContext);
  return activeLimits(useSiteSettings('purchaseLimitsCms'), menuType);
}

/**
 * Spec 4.6: disabled, with the reason, while the close popup is on and the store is closed; and
 * while the cart is over a purchase limit (a switch of store or menu type can put it there),
 * saying which lines, until it fits again.
 */
export function useCheckoutState(): CheckoutState {
  const stores = useStores();
  const context = useSnapshot(stores.storeContext);
  const cart = useSnapshot(stores.cart);
  const closePopup = useSiteSettings('retailerClosePopupCMS');
  const active = useActiveLimits();
  return checkoutAvailability({
    closePopup,
    retailerId: context.retailerId,
    storeOpen: context.storeOpenStatus,
    // The lines are read only when limits apply, so with the setting off nothing new is watched.
    cartProblem: active === null ? null : overLimitReason(active, cart.cartList),
  });
}

/** The cart's purchase-limit meters; null while none applies (then nothing changes on screen). */
export function usePurchaseLimits(): PurchaseLimitsData | null {
  const cart = useSnapshot(useStores().cart);
  const active = useActiveLimits();
  return active === null ? null : purchaseLimitsData(active, cart.cartList);
}

/** Order type and store in the order strip's wording (spec 2.6). */
export function useStoreSummary(): StoreSummaryData {
  return storeSummaryFrom(useOrderStrip());
}
