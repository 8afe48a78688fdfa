import { useNavigate } from 'react-router';
import type { CheckoutOfferProps } from '../../../variants/checkout-offer/types';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { productCardData } from '../catalogue/productView';
import { useAddToCart } from '../catalogue/useAddToCart';
import { CART_PATH } from '../cart/cartData';
import { useCheckoutState } from '../cart/useCartView';
import { useIsOfferOpen } from './offerHistory';
import { useCheckoutOffer } from './useCheckoutOffer';

const CHECKOUT_PATH = '/checkout';

/**
 * The offer modal's view-model (spec 2.13, 4.7). Leaving through a link or a button replaces the
 * modal's own history entry, so back from the next page returns to the page under the modal.
 * Checkout follows the cart sidebar's rule (4.6): refused while the store is closed.
 */
export function useCheckoutOfferProps(): CheckoutOfferProps {
  const { title, description } = useSiteSettings('checkoutPopupSettingsCMS');
  const open = useIsOfferOpen();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const { products, loading } = useCheckoutOffer(open);
  const checkout = useCheckoutState();

  return {
    open,
    title,
    description,
    products: products.map(productCardData),
    loading,
    cartHref: CART_PATH,
    checkout,
    onNavigate: (href) => navigate(href, { replace: true }),
    onAddToCart: (slug) => {
      const product = products.find((item) => item.slug === slug);
      if (product) addToCart(product);
    },
    onCheckout: () => {
      if (checkout.enabled) navigate(CHECKOUT_PATH, { replace: true });
    },
    // The marked entry is the top one: stepping back closes the modal as browser back does.
    onClose: () => navigate(-1),
  };
}
