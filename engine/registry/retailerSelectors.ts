import { lazy } from 'react';
import type { RetailerSelectorVariant } from '../../schemas';
import type { RetailerSelectorProps } from '../../variants/retailer-selectors/types';
import type { VariantRegistry } from './types';

const RetailerSelectorTwo = lazy(
  () => import('../../variants/retailer-selectors/RetailerSelectorTwo'),
);

/** Retailer selector versions Two–Five (activeVersionCms.isRetailerVersionTwo…Five). Three–Five
 * are built by the store selection issue (#6); until then they render version Two. */
export const retailerSelectorRegistry = {
  two: RetailerSelectorTwo,
  three: RetailerSelectorTwo,
  four: RetailerSelectorTwo,
  five: RetailerSelectorTwo,
} satisfies VariantRegistry<RetailerSelectorVariant, RetailerSelectorProps>;
