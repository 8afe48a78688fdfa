import type { z } from 'zod';
import { StoreContextSchema } from '../../schemas';
import type { StoreContextState } from './storeContext';

/** The store-context fields that make up "the chosen store". */
export const STORE_SELECTION_FIELDS = [
  'retailerId',
  'retailerName',
  'retailerDetails',
  'orderType',
  'menuType',
  'selectedDeliveryAddress',
  'selectedPickupAddressObject',
  'selectedCurbsideAddressObject',
] as const;

export const StoreSelectionSchema = StoreContextSchema.pick({
  retailerId: true,
  retailerName: true,
  retailerDetails: true,
  orderType: true,
  menuType: true,
  selectedDeliveryAddress: true,
  selectedPickupAddressObject: true,
  selectedCurbsideAddressObject: true,
});
export type StoreSelection = z.output<typeof StoreSelectionSchema>;

/** The chosen store as it stands in a store context. */
export function storeSelectionOf(context: StoreContextState): StoreSelection {
  return StoreSelectionSchema.parse(
    Object.fromEntries(STORE_SELECTION_FIELDS.map((field) => [field, context[field]])),
  );
}
