import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../stores/StoresProvider';

const ConnectedMenuDrawer = lazy(() => import('./MenuDrawerConnected'));

/**
 * The CMS menu drawer (2.9), opened through overlays.menuDrawer. Nothing mounts before the first
 * opening: the variant's chunk and the menu's queries are fetched only for a shopper who asks.
 */
export function MenuDrawerSlot() {
  const { menuDrawer } = useSnapshot(useStores().overlays);
  const [opened, setOpened] = useState(menuDrawer);
  if (menuDrawer && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedMenuDrawer />
    </Suspense>
  );
}
