import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { StoreFinderCard } from '../../variants/menus/parts/StoreFinderCard';
import { menuRegistry } from '../registry/menus';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { useMenuDrawerProps } from '../viewmodels/menu/useMenuDrawerProps';

/** The store finder stands in the Location tab (Menu Four) until the store picker takes the slot. */
const STORE_FINDER_HREF = '/find-a-dispensary';

function ConnectedMenuDrawer() {
  const { layout } = useSiteConfig();
  const Menu = menuRegistry[layout.menu];
  const props = useMenuDrawerProps();
  const { retailerName } = useSnapshot(useStores().storeContext);
  return (
    <Suspense fallback={null}>
      <Menu
        {...props}
        locationSlot={
          <StoreFinderCard
            href={STORE_FINDER_HREF}
            storeName={retailerName.trim() === '' ? null : retailerName}
            onNavigate={props.onNavigate}
          />
        }
      />
    </Suspense>
  );
}

/**
 * The CMS menu drawer (2.9), opened through overlays.menuDrawer. Nothing mounts before the first
 * opening: the variant's chunk and the menu's queries are fetched only for a shopper who asks.
 */
export function MenuDrawerSlot() {
  const { menuDrawer } = useSnapshot(useStores().overlays);
  const [opened, setOpened] = useState(menuDrawer);
  if (menuDrawer && !opened) setOpened(true);
  return opened ? <ConnectedMenuDrawer /> : null;
}
