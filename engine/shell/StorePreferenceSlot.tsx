import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../stores/StoresProvider';

const ConnectedRetailerSelector = lazy(() => import('./StorePreferenceConnected'));

/**
 * The store preference drawer or popup (spec 2.11), opened through overlays.storePreference by the
 * header's store area, the choose-store prompt and the menu's Location tab. Nothing mounts before
 * the first opening, so the selector's chunk and the retailer list load only when asked for.
 */
export function StorePreferenceSlot() {
  const { storePreference } = useSnapshot(useStores().overlays);
  const [opened, setOpened] = useState(storePreference);
  if (storePreference && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedRetailerSelector />
    </Suspense>
  );
}
