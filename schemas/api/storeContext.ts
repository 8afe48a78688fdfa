/** The shopper's store context (spec §3 Store context, 4.1–4.4). */
import { z } from 'zod';
import { flag, id, list, text } from '../fields';
import { MenuTypeSchema, OrderTypeSchema } from './enums';
import { AddressSchema } from './retailer';

export const CustomProductCategorySchema = z.object({
  categoryName: text(),
  urlSlug: text(),
  image: text(),
});
export type CustomProductCategory = z.output<typeof CustomProductCategorySchema>;

export const StoreContextSchema = z.object({
  orderType: OrderTypeSchema.default('PICKUP'),
  selectedDeliveryAddress: text(),
  selectedPickupAddressObject: AddressSchema,
  selectedCurbsideAddressObject: AddressSchema,
  retailerName: text(),
  /** Empty while no store is chosen. */
  retailerId: id(),
  previousRetailerId: id(),
  retailerDetails: z.object({ address: text() }).prefault({}),
  menuType: MenuTypeSchema.default('RECREATIONAL'),
  /** Menu provider id (also stored as "provider"); empty while it loads. */
  provider: text(),
  /** Open unless told otherwise, so a missing status never blocks checkout. */
  storeOpenStatus: flag(true),
  customProductCategoryData: list(CustomProductCategorySchema),
  /** Stored locally when an address is fetched. */
  billingAddress: AddressSchema.nullable().default(null),
});
export type StoreContext = z.output<typeof StoreContextSchema>;
