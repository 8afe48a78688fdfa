import { z } from 'zod';
import {
  SessionDataSchema,
  StoreContextSchema,
  StoredBrandSchema,
  StoredCartListSchema,
  VisitorSchema,
} from '../../schemas';

/** The chosen store as it is stored and sent in the store cookie (engine/site/storeCookie). */
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

/**
 * How each stored key is checked when it is read back (anyone can write local storage: a bad
 * value is dropped, a line bounded). Loaded only when storage has something to read
 * (storedSchemasLoader), so a first visit downloads no zod.
 */
export const STORED_SCHEMAS = {
  cartList: StoredCartListSchema,
  savedForLater: StoredCartListSchema,
  provider: StoreContextSchema.shape.provider,
  brandList: z.array(StoredBrandSchema),
  storeSelection: StoreSelectionSchema,
  canUserSelectedState: SessionDataSchema.shape.canUserSelectedState,
  visitor: z.nullable(VisitorSchema),
  canCheckoutId: z.string().nullable(),
  sessionHandle: z.string().nullable(),
  canAgeConsent: SessionDataSchema.shape.canAgeConsent,
  canMenuType: SessionDataSchema.shape.canMenuType,
  isVisitedCustomerChoicePage: SessionDataSchema.shape.isVisitedCustomerChoicePage,
};
