/**
 * The store-closed popup (spec 2.14, 4.6) and the checkout lock that goes with it. Pure: the
 * view-model gathers the store context, session and CMS values; these decide.
 */

export type StoreClosedInput = {
  /** retailerClosePopupCMS.isTurnOn */
  closePopupOn: boolean;
  /** storeContext.retailerId; '' while no store is chosen. */
  retailerId: string;
  /** The active provider is the one the popup ignores (the point-of-sale provider's profile). */
  providerIgnoresPopup: boolean;
  /** storeContext.storeOpenStatus */
  storeOpen: boolean;
  /** Initial session data canAgeConsent. */
  ageConsent: boolean;
  /** The age gate (/customer-choice) was visited in this browser session. */
  ageGateVisitedThisSession: boolean;
  /** Initial session data isVisitedCustomerChoicePage. */
  visitedCustomerChoicePage: boolean;
  /** The store preference popup or drawer is open: the modal steps aside (4.6). */
  preferenceOpen: boolean;
};

/** Spec 4.6: shown only when every condition holds, and hidden while the preference selector is open. */
export function shouldShowStoreClosed(input: StoreClosedInput): boolean {
  return (
    input.closePopupOn &&
    input.retailerId !== '' &&
    !input.providerIgnoresPopup &&
    !input.storeOpen &&
    input.ageConsent &&
    !input.ageGateVisitedThisSession &&
    input.visitedCustomerChoicePage &&
    !input.preferenceOpen
  );
}

/**
 * Spec 4.6: the Checkout buttons (cart sidebar, checkout offer modal) are disabled when the close
 * popup is on and the store is closed. No store chosen means nothing to be closed.
 */
export function isCheckoutDisabled(input: {
  closePopupOn: boolean;
  retailerId: string;
  storeOpen: boolean;
}): boolean {
  return input.closePopupOn && input.retailerId !== '' && !input.storeOpen;
}

/** The modal's three texts: the CMS overrides, or the spec's wording when a field is blank (2.14). */
export function storeClosedTexts(cms: {
  alertTitle: string;
  alertDescription: string;
  buttonText: string;
}): { title: string; description: string; button: string } {
  const or = (value: string, fallback: string) => (value.trim() === '' ? fallback : value.trim());
  return {
    title: or(cms.alertTitle, 'Store Closed'),
    description: or(
      cms.alertDescription,
      'Our store is currently closed. You can browse, but checkout is disabled',
    ),
    button: or(cms.buttonText, 'Close'),
  };
}
