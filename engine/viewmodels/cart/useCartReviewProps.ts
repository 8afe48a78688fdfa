import { useNavigate } from 'react-router';
import type { CartReviewProps } from '../../../variants/cart/types';
import { useShopPath } from '../../routing/useShopPath';
import { useCartActions } from './useCartActions';
import { useCartView, useCheckoutState, useStoreSummary } from './useCartView';
import { useStaleCartCheck } from './useStaleCartCheck';

/** The /cart page's view-model: the sidebar's lines and actions with the store always shown. */
export function useCartReviewProps(): CartReviewProps {
  const navigate = useNavigate();
  const checkout = useCheckoutState();
  useStaleCartCheck();
  return {
    ...useCartView(),
    ...useCartActions(),
    checkout,
    store: useStoreSummary(),
    shopHref: useShopPath(),
    onCheckout: () => {
      if (checkout.enabled) navigate('/checkout');
    },
  };
}
