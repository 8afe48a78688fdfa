import { lazy } from 'react';
import type { RetailerSelectorVariant } from '../../schemas';
import type { RetailerSelectorProps } from '../../variants/retailer-selectors/types';
import type { VariantRegistry } from './types';

/** Retailer selector versions Two–Five (activeVersionCms.isRetailerVersionTwo…Five), each its own chunk. */
export const retailerSelectorRegistry = {
  two: lazy(() => import('../../variants/retailer-selectors/RetailerSelectorTwo')),
  three: lazy(() => import('../../variants/retailer-selectors/RetailerSelectorThree')),
  four: lazy(() => import('../../variants/retailer-selectors/RetailerSelectorFour')),
  five: lazy(() => import('../../variants/retailer-selectors/RetailerSelectorFive')),
} satisfies VariantRegistry<RetailerSelectorVariant, RetailerSelectorProps>;
