import { Suspense } from 'react';
import { menuRegistry } from '../registry/menus';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useMenuDrawerProps } from '../viewmodels/menu/useMenuDrawerProps';
import { MenuLocationPicker } from './MenuLocationPicker';

/** The drawer with its view-model and the Location tab's store picker: one lazy chunk. */
export default function ConnectedMenuDrawer() {
  const Menu = menuRegistry[useLayoutChoice('menu')];
  const props = useMenuDrawerProps();
  return (
    <Suspense fallback={null}>
      <Menu {...props} locationSlot={<MenuLocationPicker />} />
    </Suspense>
  );
}
