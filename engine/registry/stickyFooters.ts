import { lazy } from 'react';
import type { StickyFooterVariant } from '../../schemas';
import type { StickyFooterProps } from '../../variants/sticky-footers/types';
import type { VariantRegistry } from './types';

/** Sticky mobile footer designs One–Ten (stickyFooterWidgetCmsData.isDesignOne…Ten, spec 2.10). */
export const stickyFooterRegistry = {
  one: lazy(() => import('../../variants/sticky-footers/StickyFooterOne')),
  two: lazy(() => import('../../variants/sticky-footers/StickyFooterTwo')),
  three: lazy(() => import('../../variants/sticky-footers/StickyFooterThree')),
  four: lazy(() => import('../../variants/sticky-footers/StickyFooterFour')),
  five: lazy(() => import('../../variants/sticky-footers/StickyFooterFive')),
  six: lazy(() => import('../../variants/sticky-footers/StickyFooterSix')),
  seven: lazy(() => import('../../variants/sticky-footers/StickyFooterSeven')),
  eight: lazy(() => import('../../variants/sticky-footers/StickyFooterEight')),
  nine: lazy(() => import('../../variants/sticky-footers/StickyFooterNine')),
  ten: lazy(() => import('../../variants/sticky-footers/StickyFooterTen')),
} satisfies VariantRegistry<StickyFooterVariant, StickyFooterProps>;
