import {
  CartTotalsSchema,
  NotificationsStateSchema,
  SessionDataSchema,
  StoreContextSchema,
  WishlistSchema,
} from '../../schemas';
import { defaultsOf } from './defaults';

/**
 * The stores' empty states: each schema's defaults, as the schema states them. Prebuilt (see
 * scripts/prebuiltModules.ts): the browser gets them as data, without zod.
 */
export const SESSION_DEFAULTS = defaultsOf(SessionDataSchema, 'session defaults');
export const CART_TOTALS_DEFAULTS = defaultsOf(CartTotalsSchema, 'cart totals defaults');
export const WISHLIST_DEFAULTS = defaultsOf(WishlistSchema, 'wishlist defaults');
export const NOTIFICATIONS_DEFAULTS = defaultsOf(
  NotificationsStateSchema,
  'notifications defaults',
);
export const STORE_CONTEXT_DEFAULTS = defaultsOf(StoreContextSchema, 'store context defaults');
