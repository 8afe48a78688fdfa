import { lazy } from 'react';
import type { DealCardVariant } from '../../schemas';
import type { DealCardProps } from '../../variants/deal-cards/types';
import type { VariantRegistry } from './types';

/** Deal cards One–Five (dealsCardSettingsCMS.isDealsCardOne…Five; no flag → Five, spec 2.15).
 * Each is its own chunk: a site downloads only the card it shows. */
export const dealCardRegistry = {
  one: lazy(() => import('../../variants/deal-cards/DealCardOne')),
  two: lazy(() => import('../../variants/deal-cards/DealCardTwo')),
  three: lazy(() => import('../../variants/deal-cards/DealCardThree')),
  four: lazy(() => import('../../variants/deal-cards/DealCardFour')),
  five: lazy(() => import('../../variants/deal-cards/DealCardFive')),
} satisfies VariantRegistry<DealCardVariant, DealCardProps>;
