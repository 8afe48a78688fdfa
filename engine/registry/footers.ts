import type { FooterVariant } from '../../schemas';
import type { FooterProps } from '../../variants/footers/types';
import type { VariantRegistry } from './types';
import { preloadableLazy } from './preloadable';

/** Footer designs One–Ten (headerFooterSettings.isFooterOne…Ten), each its own chunk. */
export const footerRegistry = {
  one: preloadableLazy(() => import('../../variants/footers/FooterOne')),
  two: preloadableLazy(() => import('../../variants/footers/FooterTwo')),
  three: preloadableLazy(() => import('../../variants/footers/FooterThree')),
  four: preloadableLazy(() => import('../../variants/footers/FooterFour')),
  five: preloadableLazy(() => import('../../variants/footers/FooterFive')),
  six: preloadableLazy(() => import('../../variants/footers/FooterSix')),
  seven: preloadableLazy(() => import('../../variants/footers/FooterSeven')),
  eight: preloadableLazy(() => import('../../variants/footers/FooterEight')),
  nine: preloadableLazy(() => import('../../variants/footers/FooterNine')),
  ten: preloadableLazy(() => import('../../variants/footers/FooterTen')),
} satisfies VariantRegistry<FooterVariant, FooterProps>;
