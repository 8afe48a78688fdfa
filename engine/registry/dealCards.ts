import type { DealCardVariant } from '../../schemas';
import type { DealCardProps } from '../../variants/deal-cards/types';
import type { VariantRegistry } from './types';
import { preloadableLazy } from './preloadable';

/** Deal cards One–Five (dealsCardSettingsCMS.isDealsCardOne…Five; no flag → Five, spec 2.15).
 * Each is its own chunk: a site downloads only the card it shows. */
export const dealCardRegistry = {
  one: preloadableLazy(() => import('../../variants/deal-cards/DealCardOne')),
  two: preloadableLazy(() => import('../../variants/deal-cards/DealCardTwo')),
  three: preloadableLazy(() => import('../../variants/deal-cards/DealCardThree')),
  four: preloadableLazy(() => import('../../variants/deal-cards/DealCardFour')),
  five: preloadableLazy(() => import('../../variants/deal-cards/DealCardFive')),
} satisfies VariantRegistry<DealCardVariant, DealCardProps>;
