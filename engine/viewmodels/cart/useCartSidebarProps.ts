import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { CartSidebarProps } from '../../../variants/cart/types';
import { useTrackCart } from '../../analytics/useTrackCart';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { setCartSidebarOpen } from '../../stores/notifications';
import { useStores } from '../../stores/StoresProvider';
import { useOpenCheckoutOffer } from '../checkoutOffer/offerHistory';
import { useCheckoutOfferAvailable } from '../checkoutOffer/useCheckoutOffer';
import { CART_PATH } from './cartData';
import { useCartActions } from './useCartActions';
import { useCartView, useCheckoutState, usePurchaseLimits, useStoreSummary } from './useCartView';
import { useStaleCartCheck } from './useStaleCartCheck';

/** The cart sidebar's view-model (spec 2.12): open flag from the notifications store (§3). */
export function useCartSidebarProps(): CartSidebarProps {
  const { isShowLocation } = useSiteSettings('cartProductSectionCmsData');
  const stores = useStores();
  const { isNotificationCartSidebarOpen } = useSnapshot(stores.notifications);
  const navigate = useNavigate();
  const view = useCartView();
  const checkout = useCheckoutState();
  const store = useStoreSummary();
  const purchaseLimits = usePurchaseLimits();
  const actions = useCartActions();
  const openOffer = useOpenCheckoutOffer();
  const offerAvailable = useCheckoutOfferAvailable();
  useStaleCartCheck();
  useTrackCart('view_cart', isNotificationCartSidebarOpen);
  const close = () => setCartSidebarOpen(stores.notifications, false);

  return {
    ...view,
    ...actions,
    open: isNotificationCartSidebarOpen,
    checkout,
    store: isShowLocation ? store : null,
    cartHref: CART_PATH,
    purchaseLimits,
    onClose: close,
    onNavigate: close,
    onCheckout: () => {
      if (!checkout.enabled) return;
      close();
      // Spec 2.12: the checkout offer modal comes first when it has products to ask for.
      if (offerAvailable) openOffer();
      else navigate('/checkout');
    },
  };
}
