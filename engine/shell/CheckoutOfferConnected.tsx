import { lazy } from 'react';
import { useCheckoutOfferProps } from '../viewmodels/checkoutOffer/useCheckoutOfferProps';

const CheckoutOfferModal = lazy(() => import('../../variants/checkout-offer/CheckoutOfferModal'));

/** The offer with its view-model (product query, carousel data): one lazy chunk. */
export default function ConnectedOffer() {
  return <CheckoutOfferModal {...useCheckoutOfferProps()} />;
}
