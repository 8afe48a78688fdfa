/** Abandoned-cart follow-ups (spec 4.11, 4.12, 7.6, 9): the bodies posted and the local state kept. */
import { z } from 'zod';
import { CartItemSchema } from './cart';

/** Spec 9: local storage keys abandonedCart_{e-mail address or "anonymous"} and the counter. */

/** Spec 4.11 step 5: what is saved once the e-mail is scheduled. */
export const AbandonedCartLocalSchema = z.object({
  cartId: z.string(),
  emailScheduled: z.boolean(),
  /** Epoch milliseconds; entries older than 24 h are purged (spec 9). */
  timestamp: z.number(),
});
export type AbandonedCartLocal = z.output<typeof AbandonedCartLocalSchema>;

export const AbandonmentCartCounterSchema = z.number().int().min(0);

/** Spec 7.6: the abandoned-cart e-mail status body. checkoutId only for one provider. */
export const AbandonedCartEmailBodySchema = z.object({
  abandonAfterMs: z.number().min(0),
  customerEmail: z.string(),
  cartItems: z.array(CartItemSchema),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  cartId: z.string(),
  checkoutId: z.string().optional(),
  retailerId: z.string(),
  provider: z.string(),
  orderType: z.string(),
  menuType: z.string(),
  token: z.string(),
  userId: z.string(),
});
export type AbandonedCartEmailBody = z.output<typeof AbandonedCartEmailBodySchema>;

/** Spec 7.6: the browser-notification status body, posted to abandonedCartStatus/{visitorId}. */
export const AbandonedCartNotificationBodySchema = z.object({
  cartItemCount: z.number().int().min(0),
  abandonAfterMs: z.number().min(0),
});
export type AbandonedCartNotificationBody = z.output<typeof AbandonedCartNotificationBodySchema>;
