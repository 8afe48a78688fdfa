import type { StickyFooterVariant } from '../../schemas';
import type { StickyFooterProps } from '../../variants/sticky-footers/types';
import type { VariantRegistry } from './types';
import { preloadableLazy } from './preloadable';

/** Sticky mobile footer designs One–Ten (stickyFooterWidgetCmsData.isDesignOne…Ten, spec 2.10). */
export const stickyFooterRegistry = {
  one: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterOne')),
  two: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterTwo')),
  three: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterThree')),
  four: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterFour')),
  five: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterFive')),
  six: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterSix')),
  seven: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterSeven')),
  eight: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterEight')),
  nine: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterNine')),
  ten: preloadableLazy(() => import('../../variants/sticky-footers/StickyFooterTen')),
} satisfies VariantRegistry<StickyFooterVariant, StickyFooterProps>;
