import { lazy } from 'react';
import type { FooterVariant } from '../../schemas';
import type { FooterProps } from '../../variants/footers/types';
import type { VariantRegistry } from './types';

/** Footer designs One–Ten (headerFooterSettings.isFooterOne…Ten), each its own chunk. */
export const footerRegistry = {
  one: lazy(() => import('../../variants/footers/FooterOne')),
  two: lazy(() => import('../../variants/footers/FooterTwo')),
  three: lazy(() => import('../../variants/footers/FooterThree')),
  four: lazy(() => import('../../variants/footers/FooterFour')),
  five: lazy(() => import('../../variants/footers/FooterFive')),
  six: lazy(() => import('../../variants/footers/FooterSix')),
  seven: lazy(() => import('../../variants/footers/FooterSeven')),
  eight: lazy(() => import('../../variants/footers/FooterEight')),
  nine: lazy(() => import('../../variants/footers/FooterNine')),
  ten: lazy(() => import('../../variants/footers/FooterTen')),
} satisfies VariantRegistry<FooterVariant, FooterProps>;
