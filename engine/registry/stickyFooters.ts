import { lazy } from 'react';
import type { StickyFooterVariant } from '../../schemas';
import type { StickyFooterProps } from '../../variants/sticky-footers/types';
import type { VariantRegistry } from './types';

const StickyFooterOne = lazy(() => import('../../variants/sticky-footers/StickyFooterOne'));

/** Sticky mobile footer designs One–Ten (stickyFooterWidgetCmsData.isDesignOne…Ten). Two–Ten
 * are built by the mobile navigation issue (#4); until then they render design One. */
export const stickyFooterRegistry = {
  one: StickyFooterOne,
  two: StickyFooterOne,
  three: StickyFooterOne,
  four: StickyFooterOne,
  five: StickyFooterOne,
  six: StickyFooterOne,
  seven: StickyFooterOne,
  eight: StickyFooterOne,
  nine: StickyFooterOne,
  ten: StickyFooterOne,
} satisfies VariantRegistry<StickyFooterVariant, StickyFooterProps>;
