import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { menuRegistry } from '../registry/menus';
import { preloadableLazy } from '../registry/preloadable';
import { useMountWhenLoaded } from '../registry/useMountWhenLoaded';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';

const ConnectedMenuDrawer = preloadableLazy(() => import('./MenuDrawerConnected'));

/**
 * The CMS menu drawer (2.9), opened through overlays.menuDrawer. Nothing mounts before the first
 * opening: the variant's chunk and the menu's queries are fetched only for a shopper who asks.
 */
export function MenuDrawerSlot() {
  const { menuDrawer } = useSnapshot(useStores().overlays);
  const menu = menuRegistry[useLayoutChoice('menu')];
  if (!useMountWhenLoaded(menuDrawer, [ConnectedMenuDrawer, menu])) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedMenuDrawer />
    </Suspense>
  );
}
