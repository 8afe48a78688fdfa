import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useProviderProfile } from '../../providers/useProviderProfile';
import { shouldShowStoreClosed, storeClosedTexts } from '../../rules/storeClosed';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { useAgeGateVisited } from './ageGate';

export type StoreClosedModalState = {
  open: boolean;
  texts: ReturnType<typeof storeClosedTexts>;
  onClose(): void;
};

/** The store-closed modal (spec 2.14, 4.6); once closed it stays closed for that store. */
export function useStoreClosedModal(): StoreClosedModalState {
  const stores = useStores();
  const context = useSnapshot(stores.storeContext);
  const session = useSnapshot(stores.session);
  const { storePreference } = useSnapshot(stores.overlays);
  const profile = useProviderProfile();
  const ageGateVisited = useAgeGateVisited();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const cms = useSiteSettings('retailerClosePopupCMS');

  const conditions = shouldShowStoreClosed({
    closePopupOn: cms.isTurnOn,
    retailerId: context.retailerId,
    providerIgnoresPopup: profile.ignoresStoreClosedPopup,
    storeOpen: context.storeOpenStatus,
    ageConsent: session.canAgeConsent,
    ageGateVisitedThisSession: ageGateVisited,
    visitedCustomerChoicePage: session.isVisitedCustomerChoicePage,
    preferenceOpen: storePreference,
  });
  return {
    open: conditions && closedFor !== context.retailerId,
    texts: storeClosedTexts(cms),
    onClose: () => setClosedFor(context.retailerId),
  };
}
