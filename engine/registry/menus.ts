import type { MenuVariant } from '../../schemas';
import type { MenuDrawerProps } from '../../variants/menus/types';
import { preloadableLazy } from './preloadable';
import type { VariantRegistry } from './types';

/** Menu drawer versions One–Four (activeVersionCms.isMenuOne…Four, spec 2.9), one chunk each. */
export const menuRegistry = {
  one: preloadableLazy(() => import('../../variants/menus/MenuOne')),
  two: preloadableLazy(() => import('../../variants/menus/MenuTwo')),
  three: preloadableLazy(() => import('../../variants/menus/MenuThree')),
  four: preloadableLazy(() => import('../../variants/menus/MenuFour')),
} satisfies VariantRegistry<MenuVariant, MenuDrawerProps>;
