import type { RetailerSelectorVariant } from '../../schemas';
import type { RetailerSelectorProps } from '../../variants/retailer-selectors/types';
import { preloadableLazy } from './preloadable';
import type { VariantRegistry } from './types';

/** Retailer selector versions Two–Five (activeVersionCms.isRetailerVersionTwo…Five), each its own chunk. */
export const retailerSelectorRegistry = {
  two: preloadableLazy(() => import('../../variants/retailer-selectors/RetailerSelectorTwo')),
  three: preloadableLazy(() => import('../../variants/retailer-selectors/RetailerSelectorThree')),
  four: preloadableLazy(() => import('../../variants/retailer-selectors/RetailerSelectorFour')),
  five: preloadableLazy(() => import('../../variants/retailer-selectors/RetailerSelectorFive')),
} satisfies VariantRegistry<RetailerSelectorVariant, RetailerSelectorProps>;
