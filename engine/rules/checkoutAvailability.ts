import type { RetailerClosePopupCms } from '../../schemas';
import { isCheckoutDisabled, storeClosedTexts } from './storeClosed';

/**
 * Spec 4.6: "Checkout (the Checkout button in the cart sidebar and in the checkout offer modal) is
 * disabled when the close popup is on and the store is closed." The reason shown is the store-
 * closed modal's description (2.14, CMS override or the spec's wording), which the shopper knows.
 */
export type CheckoutAvailabilityInput = {
  closePopup: RetailerClosePopupCms;
  /** storeContext.retailerId; '' while no store is chosen. */
  retailerId: string;
  /** storeContext.storeOpenStatus */
  storeOpen: boolean;
};

export type CheckoutAvailability = { enabled: true } | { enabled: false; reason: string };

export function checkoutAvailability(input: CheckoutAvailabilityInput): CheckoutAvailability {
  const disabled = isCheckoutDisabled({
    closePopupOn: input.closePopup.isTurnOn,
    retailerId: input.retailerId,
    storeOpen: input.storeOpen,
  });
  return disabled
    ? { enabled: false, reason: storeClosedTexts(input.closePopup).description }
    : { enabled: true };
}
