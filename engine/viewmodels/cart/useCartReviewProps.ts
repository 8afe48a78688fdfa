import { useNavigate } from 'react-router';
import type { CartReviewProps } from '../../../variants/cart/types';
import { useTrackCart } from '../../analytics/useTrackCart';
import { useShopPath } from '../../site/useShopPath';
import { useOpenCheckoutOffer } from '../checkoutOffer/offerHistory';
import { useCheckoutOfferAvailable } from '../checkoutOffer/useCheckoutOffer';
import { useCartActions } from './useCartActions';
import { useCartView, useCheckoutState, usePurchaseLimits, useStoreSummary } from './useCartView';
import { useStaleCartCheck } from './useStaleCartCheck';

/** The /cart page's view-model: the sidebar's lines and actions with the store always shown. */
export function useCartReviewProps(): CartReviewProps {
  const navigate = useNavigate();
  const checkout = useCheckoutState();
  const openOffer = useOpenCheckoutOffer();
  const offerAvailable = useCheckoutOfferAvailable();
  useStaleCartCheck();
  useTrackCart('view_cart', true);
  return {
    ...useCartView(),
    ...useCartActions(),
    checkout,
    store: useStoreSummary(),
    shopHref: useShopPath(),
    purchaseLimits: usePurchaseLimits(),
    onCheckout: () => {
      if (!checkout.enabled) return;
      // As from the sidebar (spec 2.13, 4.7): the offer comes first when it has products to ask for.
      if (offerAvailable) openOffer();
      else navigate('/checkout');
    },
  };
}
