import { useSnapshot } from 'valtio';
import type { HomeSectionOf } from '../../../schemas';
import type { StoreBarProps } from '../../../variants/home-sections/types';
import { useRetailer } from '../../api/hooks';
import { openOverlay } from '../../stores/overlays';
import { useStores } from '../../stores/StoresProvider';
import { useNowPin } from '../../hydration/now';
import { useStoreHours } from '../storeSelection/storeHoursLoader';
import { useStoreSwitch } from '../storeSelection/storeSwitch';
import { storeBarState } from './storeBarData';

/** The store bar: the store context and the chosen retailer's record in; the bar's props out. */
export function useStoreBarProps(settings: HomeSectionOf<'storeBar'>['settings']): StoreBarProps {
  const stores = useStores();
  const context = useSnapshot(stores.storeContext);
  const retailer = useRetailer(context.retailerId);
  const storeSwitch = useStoreSwitch();
  const pin = useNowPin();
  const reader = useStoreHours(context.retailerId !== '');
  const state = storeBarState({
    retailerId: context.retailerId,
    retailerName: context.retailerName,
    orderType: context.orderType,
    retailer: retailer.isError ? null : retailer.data,
    hoursOf: reader && ((record) => reader.hoursAt(record, pin)),
  });
  return {
    ...state,
    promptText: settings.promptText,
    // As the header's "Select a Store" and the choose-store prompt do (spec 2.11, 4.5).
    onChooseStore: () => {
      if (context.retailerId === '') storeSwitch.send({ type: 'HOME.DEFAULT_CHOSEN' });
      openOverlay(stores.overlays, 'storePreference');
    },
  };
}
