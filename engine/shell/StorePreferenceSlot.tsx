import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { retailerSelectorRegistry } from '../registry/retailerSelectors';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { useRetailerSelectorProps } from '../viewmodels/storeSelection/useRetailerSelectorProps';

function ConnectedRetailerSelector() {
  const { layout } = useSiteConfig();
  const Selector = retailerSelectorRegistry[layout.retailerSelector];
  const props = useRetailerSelectorProps();
  return (
    <Suspense fallback={null}>
      <Selector {...props} />
    </Suspense>
  );
}

/**
 * The store preference drawer or popup (spec 2.11), opened through overlays.storePreference by the
 * header's store area, the choose-store prompt and the menu's Location tab. Nothing mounts before
 * the first opening, so the selector's chunk and the retailer list load only when asked for.
 */
export function StorePreferenceSlot() {
  const { storePreference } = useSnapshot(useStores().overlays);
  const [opened, setOpened] = useState(storePreference);
  if (storePreference && !opened) setOpened(true);
  return opened ? <ConnectedRetailerSelector /> : null;
}
