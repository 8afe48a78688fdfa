import { preloadableLazy } from './preloadable';

/**
 * The single-version overlays, each its own chunk: the slots that open them fetch them together
 * with their view-model's chunk (useMountWhenLoaded), so the first opening renders in one pass.
 */
export const SearchOverlayView = preloadableLazy(
  () => import('../../variants/search/SearchOverlay'),
);
export const CheckoutOfferModalView = preloadableLazy(
  () => import('../../variants/checkout-offer/CheckoutOfferModal'),
);
