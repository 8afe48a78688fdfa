import type { ReactNode } from 'react';
import type { MenuVariant } from '../../../schemas';
import { Drawer } from '../../../ui/Drawer';
import type { MenuDrawerProps, MenuMainLink } from '../types';
import { DrawerLogo } from './DrawerLogo';
import { SubMenuDrawer } from './SubMenuDrawer';
import { MENU_TEXT } from './texts';
import { useResetOnClose } from './useResetOnClose';

type MenuShellProps = Pick<MenuDrawerProps, 'open' | 'onClose' | 'logo' | 'onNavigate'> & {
  /** The design's name, written on its content as data-menu-drawer. */
  design: MenuVariant;
  /**
   * 'left': a side drawer with the logo in its top bar, the title only spoken.
   * 'bottom': a sheet with its "Menu" title shown and no logo.
   */
  side: 'left' | 'bottom';
  /** The design's content, given the way to open a main-menu link's sub-menu over the drawer. */
  children(openSubMenu: (link: MenuMainLink) => void): ReactNode;
};

/**
 * The frame every menu design shares: the drawer with its title and close button, and the
 * sub-menu drawer that opens over it from a main-menu link. Designs fill in the content. An open
 * sub-menu does not come back with the next opening of the menu.
 */
export function MenuShell({
  open,
  onClose,
  logo,
  onNavigate,
  design,
  side,
  children,
}: MenuShellProps) {
  const [subMenu, setSubMenu] = useResetOnClose<MenuMainLink | null>(open, null);
  const sideDrawer = side === 'left';
  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        side={side}
        title={MENU_TEXT.menu}
        hideTitle={sideDrawer}
        closeLabel={MENU_TEXT.closeMenu}
        leading={sideDrawer ? <DrawerLogo logo={logo} onNavigate={onNavigate} /> : undefined}
      >
        <div data-menu-drawer={design}>{children(setSubMenu)}</div>
      </Drawer>
      <SubMenuDrawer
        link={open ? subMenu : null}
        onBack={() => setSubMenu(null)}
        onNavigate={onNavigate}
      />
    </>
  );
}
