import { CheckoutOfferModalView as CheckoutOfferModal } from '../registry/overlays';
import { useCheckoutOfferProps } from '../viewmodels/checkoutOffer/useCheckoutOfferProps';

/** The offer with its view-model (product query, carousel data): one lazy chunk. */
export default function ConnectedOffer() {
  return <CheckoutOfferModal {...useCheckoutOfferProps()} />;
}
