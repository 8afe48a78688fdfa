import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { preloadableLazy } from '../registry/preloadable';
import { retailerSelectorRegistry } from '../registry/retailerSelectors';
import { useMountWhenLoaded } from '../registry/useMountWhenLoaded';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';

const ConnectedRetailerSelector = preloadableLazy(() => import('./StorePreferenceConnected'));

/**
 * The store preference drawer or popup (spec 2.11), opened through overlays.storePreference by the
 * header's store area, the choose-store prompt and the menu's Location tab. Nothing mounts before
 * the first opening, so the selector's chunk and the retailer list load only when asked for.
 */
export function StorePreferenceSlot() {
  const { storePreference } = useSnapshot(useStores().overlays);
  const selector = retailerSelectorRegistry[useLayoutChoice('retailerSelector')];
  if (!useMountWhenLoaded(storePreference, [ConnectedRetailerSelector, selector])) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedRetailerSelector />
    </Suspense>
  );
}
