import { useEffect } from 'react';
import { useStoreSwitch, useStoreSwitchView } from '../storeSelection/storeSwitch';

/** Spec 4.4/§9: after a store switch the navigation shows skeletons for 3000 ms, or until the
 * new store's data has arrived, whichever is first. The store-switch machine keeps the time. */
export function useNavSkeleton(dataReady: boolean): boolean {
  const actor = useStoreSwitch();
  const shown = useStoreSwitchView((view) => view.navSkeletonShown);
  useEffect(() => {
    if (shown && dataReady) actor.send({ type: 'NAV.DATA_READY' });
  }, [shown, dataReady, actor]);
  return shown;
}
