import { lazy } from 'react';
import type { HeaderVariant } from '../../schemas';
import type { HeaderProps } from '../../variants/headers/types';
import type { VariantRegistry } from './types';

const HeaderOne = lazy(() => import('../../variants/headers/HeaderOne'));

/** Header versions One–Eight (headerFooterSettings.isHeaderOne…Eight). Two–Eight are built by the
 * headers issue (#3); until then they render the reference variant, Header One. */
export const headerRegistry = {
  one: HeaderOne,
  two: HeaderOne,
  three: HeaderOne,
  four: HeaderOne,
  five: HeaderOne,
  six: HeaderOne,
  seven: HeaderOne,
  eight: HeaderOne,
} satisfies VariantRegistry<HeaderVariant, HeaderProps>;
