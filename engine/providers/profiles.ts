/**
 * Menu providers change behaviour (spec §1: "One provider is a particular point-of-sale provider
 * … Other provider constants hide or show further sections; which sections each one affects is
 * not shown"). Each difference is a capability here, so views ask "does this profile hide the
 * store selector?" and never compare provider names.
 *
 * The spec names only the point-of-sale provider ('pos'). Where it says "one provider" without
 * naming it, the choice of 'posAlt' or 'marketplace' below is ours and noted on the capability.
 */
export const PROVIDER_IDS = ['default', 'pos', 'posAlt', 'marketplace'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export type ProviderCapabilities = {
  /** Spec 2.6: "When the particular point-of-sale provider is set, the retailer details address is used." */
  usesRetailerAddress: boolean;
  /** Spec 2.3: the order-type selector and "Select a Store" are "both hidden for one provider" (ours: marketplace, which picks the store itself). */
  hidesStoreSelector: boolean;
  /** Spec 2.2: the header is hidden on /checkout and /ecommerce-checkout "unless the provider is one particular point-of-sale provider". */
  keepsHeaderOnCheckout: boolean;
  /** Spec 2.16: "/find-a-dispensary and /store-directory are hidden for one provider" (ours: marketplace). */
  hidesStoreDirectoryLinks: boolean;
  /** Spec 2.11/2.16: the footer store carousel "appears only for two particular providers" (ours: pos and posAlt). */
  showsFooterStoreCarousel: boolean;
  /** Spec 4.13: a stale empty cart recreates the checkout for "one specific provider" (ours: posAlt). */
  recreatesStaleCheckout: boolean;
  /** Spec 7.6: the abandoned-cart e-mail carries checkoutId "only for one specific provider"; the same one as 4.13, since both track a provider-side checkout. */
  sendsCheckoutId: boolean;
  /** Spec 4.5: the choose-store prompt "is not shown for one provider type" (ours: marketplace). */
  hidesChooseStorePrompt: boolean;
  /** Spec 4.6: the store-closed popup needs "the provider is not one particular provider" (the point-of-sale one). */
  ignoresStoreClosedPopup: boolean;
};

export type ProviderProfile = ProviderCapabilities & { id: ProviderId; label: string };

const NONE: ProviderCapabilities = {
  usesRetailerAddress: false,
  hidesStoreSelector: false,
  keepsHeaderOnCheckout: false,
  hidesStoreDirectoryLinks: false,
  showsFooterStoreCarousel: false,
  recreatesStaleCheckout: false,
  sendsCheckoutId: false,
  hidesChooseStorePrompt: false,
  ignoresStoreClosedPopup: false,
};

export const PROVIDER_PROFILES: Readonly<Record<ProviderId, ProviderProfile>> = {
  default: { ...NONE, id: 'default', label: 'Standard menu' },
  pos: {
    ...NONE,
    id: 'pos',
    label: 'Point-of-sale provider',
    usesRetailerAddress: true,
    keepsHeaderOnCheckout: true,
    showsFooterStoreCarousel: true,
    ignoresStoreClosedPopup: true,
  },
  posAlt: {
    ...NONE,
    id: 'posAlt',
    label: 'Headless checkout provider',
    showsFooterStoreCarousel: true,
    recreatesStaleCheckout: true,
    sendsCheckoutId: true,
  },
  marketplace: {
    ...NONE,
    id: 'marketplace',
    label: 'Marketplace provider',
    hidesStoreSelector: true,
    hidesStoreDirectoryLinks: true,
    hidesChooseStorePrompt: true,
  },
};

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === 'string' && (PROVIDER_IDS as readonly string[]).includes(value);
}

/** Unknown or missing providers behave like the standard menu rather than failing. */
export function profileFor(providerId: string | null | undefined): ProviderProfile {
  return isProviderId(providerId) ? PROVIDER_PROFILES[providerId] : PROVIDER_PROFILES.default;
}

/**
 * The active provider: the store context's value once known (set from the retailer or the stored
 * "provider" key), else the CMS flag for the point-of-sale provider (providerSettingsCms).
 */
export function resolveProviderId(
  storeProvider: string | null | undefined,
  isPosProvider: boolean,
): ProviderId {
  if (isProviderId(storeProvider)) return storeProvider;
  return isPosProvider ? 'pos' : 'default';
}
