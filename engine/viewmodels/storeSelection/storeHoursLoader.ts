import { moduleLoader } from '../../hydration/moduleLoader';
import type * as storeHoursAt from './storeHoursAt';

/** The store-hours reader: the date library and the hours rules, a chunk of their own. */
export type StoreHoursAt = typeof storeHoursAt;

/**
 * A first visit, with no store chosen, never needs it. The server and a page hydrating a chosen
 * store's hours load it before rendering.
 */
const storeHours = moduleLoader<StoreHoursAt>(() => import('./storeHoursAt'));

export const loadStoreHours = storeHours.load;

/** The reader once loaded, else null (the view shows its loading state); fetched when `wanted`
 * (a store is chosen). */
export const useStoreHours = (wanted: boolean): StoreHoursAt | null => storeHours.use(wanted);
