import { useSnapshot } from 'valtio';
import type { StoreCardContext } from '../../rules/storeCardData';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { useStoreSwitchView } from './storeSwitch';

/**
 * What every store card needs besides its retailer (spec 2.11, 4.3): the medical flag, the current
 * store and menu, the switch in flight and the close-popup flag. The caller adds `now`.
 */
export function useStoreCardContext(): Omit<StoreCardContext, 'now'> {
  const closePopup = useSiteSettings('retailerClosePopupCMS');
  const { isMedicalTypeOn } = useSiteSettings('retailerMenuTypeSettingsCMS');
  const { storeContext } = useStores();
  const { retailerId, menuType } = useSnapshot(storeContext);
  const pending = useStoreSwitchView((view) => view.context.pending);
  return {
    isMedicalTypeOn,
    current: { retailerId, menuType },
    pending:
      pending === null ? null : { retailerId: pending.retailerId, menuType: pending.menuType },
    closePopupOn: closePopup.isTurnOn,
  };
}
