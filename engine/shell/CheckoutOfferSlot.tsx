import { Suspense } from 'react';
import { CheckoutOfferModalView } from '../registry/overlays';
import { preloadableLazy } from '../registry/preloadable';
import { useMountWhenLoaded } from '../registry/useMountWhenLoaded';
import { useIsOfferOpen } from '../viewmodels/checkoutOffer/offerHistory';

const ConnectedOffer = preloadableLazy(() => import('./CheckoutOfferConnected'));
const PARTS = [ConnectedOffer, CheckoutOfferModalView];

/**
 * The checkout offer modal (spec 2.13, 4.7), opened by the cart's Checkout when the CMS gives it
 * products. Its code loads the first time it opens; afterwards it stays mounted so closing hands
 * focus back to where it was.
 */
export function CheckoutOfferSlot() {
  if (!useMountWhenLoaded(useIsOfferOpen(), PARTS)) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedOffer />
    </Suspense>
  );
}
