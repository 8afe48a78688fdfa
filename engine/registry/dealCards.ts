import { lazy } from 'react';
import type { DealCardVariant } from '../../schemas';
import type { DealCardProps } from '../../variants/deal-cards/types';
import type { VariantRegistry } from './types';

const DealCardFive = lazy(() => import('../../variants/deal-cards/DealCardFive'));

/** Deal cards One–Five (dealsCardSettingsCMS.isDealsCardOne…Five; default Five, spec 2.15).
 * One–Four are built by the deals issue (#7); until then they render Deal Card Five. */
export const dealCardRegistry = {
  one: DealCardFive,
  two: DealCardFive,
  three: DealCardFive,
  four: DealCardFive,
  five: DealCardFive,
} satisfies VariantRegistry<DealCardVariant, DealCardProps>;
