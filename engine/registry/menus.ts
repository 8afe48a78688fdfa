import { lazy } from 'react';
import type { MenuVariant } from '../../schemas';
import type { MenuDrawerProps } from '../../variants/menus/types';
import type { VariantRegistry } from './types';

const MenuOne = lazy(() => import('../../variants/menus/MenuOne'));

/** Menu drawer versions One–Four (activeVersionCms.isMenuOne…Four). Two–Four are built by the
 * mobile navigation issue (#4); until then they render Menu One. */
export const menuRegistry = {
  one: MenuOne,
  two: MenuOne,
  three: MenuOne,
  four: MenuOne,
} satisfies VariantRegistry<MenuVariant, MenuDrawerProps>;
