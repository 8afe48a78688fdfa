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
  /**
   * Why the cart cannot be ordered as it is (over a purchase limit after a store or menu-type
   * switch); null or absent when it can. The closed store is said first: it is the larger wait.
   */
  cartProblem?: string | null;
};

export type CheckoutAvailability = { enabled: true } | { enabled: false; reason: string };

export function checkoutAvailability(input: CheckoutAvailabilityInput): CheckoutAvailability {
  const disabled = isCheckoutDisabled({
    closePopupOn: input.closePopup.isTurnOn,
    retailerId: input.retailerId,
    storeOpen: input.storeOpen,
  });
  if (disabled) return { enabled: false, reason: storeClosedTexts(input.closePopup).description };
  const problem = input.cartProblem ?? null;
  return problem === null ? { enabled: true } : { enabled: false, reason: problem };
}
