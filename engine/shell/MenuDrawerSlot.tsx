import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { menuRegistry } from '../registry/menus';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { useMenuDrawerProps } from '../viewmodels/menu/useMenuDrawerProps';
import { MenuLocationPicker } from './MenuLocationPicker';

function ConnectedMenuDrawer() {
  const { layout } = useSiteConfig();
  const Menu = menuRegistry[layout.menu];
  const props = useMenuDrawerProps();
  return (
    <Suspense fallback={null}>
      <Menu {...props} locationSlot={<MenuLocationPicker />} />
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
