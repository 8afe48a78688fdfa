import { lazy } from 'react';
import type { MenuVariant } from '../../schemas';
import type { MenuDrawerProps } from '../../variants/menus/types';
import type { VariantRegistry } from './types';

/** Menu drawer versions One–Four (activeVersionCms.isMenuOne…Four, spec 2.9), one chunk each. */
export const menuRegistry = {
  one: lazy(() => import('../../variants/menus/MenuOne')),
  two: lazy(() => import('../../variants/menus/MenuTwo')),
  three: lazy(() => import('../../variants/menus/MenuThree')),
  four: lazy(() => import('../../variants/menus/MenuFour')),
} satisfies VariantRegistry<MenuVariant, MenuDrawerProps>;
