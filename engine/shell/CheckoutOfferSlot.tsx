import { lazy, Suspense, useState } from 'react';
import { useIsOfferOpen } from '../viewmodels/checkoutOffer/offerHistory';

const ConnectedOffer = lazy(() => import('./CheckoutOfferConnected'));

/**
 * The checkout offer modal (spec 2.13, 4.7), opened by the cart's Checkout when the CMS gives it
 * products. Its code loads the first time it opens; afterwards it stays mounted so closing hands
 * focus back to where it was.
 */
export function CheckoutOfferSlot() {
  const open = useIsOfferOpen();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedOffer />
    </Suspense>
  );
}
