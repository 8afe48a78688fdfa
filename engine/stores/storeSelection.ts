import { snapshot } from 'valtio';
import type { z } from 'zod';
import type { StoreSelectionSchema } from './storedSchemas';
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
] as const satisfies readonly (keyof z.output<typeof StoreSelectionSchema>)[];

export type StoreSelection = z.output<typeof StoreSelectionSchema>;

/** The chosen store as it stands in a store context, as plain data (the context is a proxy). */
export function storeSelectionOf(context: StoreContextState): StoreSelection {
  const current = snapshot(context);
  return Object.fromEntries(
    STORE_SELECTION_FIELDS.map((field) => [field, current[field]]),
  ) as StoreSelection;
}
