import { useSnapshot } from 'valtio';
import { isCheckoutDisabled } from '../../rules/storeClosed';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';

/**
 * Spec 4.6: true when the Checkout buttons (cart sidebar, checkout offer modal) must be disabled,
 * because retailerClosePopupCMS.isTurnOn is on and the chosen store is closed.
 */
export function useCheckoutDisabled(): boolean {
  const closePopup = useSiteSettings('retailerClosePopupCMS');
  const { retailerId, storeOpenStatus } = useSnapshot(useStores().storeContext);
  return isCheckoutDisabled({
    closePopupOn: closePopup.isTurnOn,
    retailerId,
    storeOpen: storeOpenStatus,
  });
}
