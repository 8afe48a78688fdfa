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
  return inSelectionOrder(snapshot(context));
}

/** The selection's fields, in STORE_SELECTION_FIELDS order: one spelling per selection in the
 * store cookie, which a shared cache keys pages on (server/pageCaching). */
export function inSelectionOrder(selection: StoreSelection): StoreSelection {
  return Object.fromEntries(
    STORE_SELECTION_FIELDS.map((field) => [field, selection[field]]),
  ) as StoreSelection;
}
