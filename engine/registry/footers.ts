import { lazy } from 'react';
import type { FooterVariant } from '../../schemas';
import type { FooterProps } from '../../variants/footers/types';
import type { VariantRegistry } from './types';

const FooterOne = lazy(() => import('../../variants/footers/FooterOne'));

/** Footer designs One–Ten (headerFooterSettings.isFooterOne…Ten). Two–Ten are built by the
 * footers issue (#5); until then they render the reference variant, Footer One. */
export const footerRegistry = {
  one: FooterOne,
  two: FooterOne,
  three: FooterOne,
  four: FooterOne,
  five: FooterOne,
  six: FooterOne,
  seven: FooterOne,
  eight: FooterOne,
  nine: FooterOne,
  ten: FooterOne,
} satisfies VariantRegistry<FooterVariant, FooterProps>;
