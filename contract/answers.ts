/**
 * The answers the storefront reads by hand rather than through one schema: each is the envelope
 * its code reads (the keys, as engine/ reads them), around the existing schema it reads what is
 * inside with. Answers read whole (a record, a page, a mutation) need nothing here: the table
 * uses schemas/api/envelopes.ts as it is.
 */
import * as z from 'zod';
import {
  AuthSessionSchema,
  CouponInfoSchema,
  MutationResponseSchema,
  PopupCampaignsSchema,
  StoredCartItemSchema,
  UserSchema,
} from '../schemas';

/** The 7.1 mutation envelope whose data the storefront reads too. */
const mutationAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ ...MutationResponseSchema.shape, data });

/**
 * Spec 7.2 (engine/api/closestStore.ts): data is the list of Retailer, nearest first with
 * locationDetail.distance in miles, as JSON compressed (gzip, zlib or raw deflate) and base64
 * encoded. Decoded, it is read like a page: a list, or { data, total }.
 */
export const ClosestStoresAnswerSchema = z.object({
  data: z.string().meta({
    contentEncoding: 'base64',
    description:
      'A compressed (gzip, zlib or raw deflate) JSON list of Retailer, nearest first, each with locationDetail.distance in miles.',
  }),
});

/** Sign-in and sign-up (engine/account/useSessionActions.ts): the session starts from these. */
export const AuthAnswerSchema = z.object({
  ...MutationResponseSchema.shape,
  ...AuthSessionSchema.shape,
});

/** A saved profile: the header and the profile show the user the API answers with. */
export const ProfileAnswerSchema = mutationAnswer(UserSchema);

/** Spec 7.5 "Active campaigns": data.popupCampaign (engine/popups/popupApi.ts). */
export const ActiveCampaignsAnswerSchema = z.object({
  data: z.object({ popupCampaign: PopupCampaignsSchema }),
});

/** Spec 7.5 "E-mail subscription": the coupon the thank-you view shows. */
export const SubscriptionAnswerSchema = mutationAnswer(z.object({ couponInfo: CouponInfoSchema }));

/**
 * The cart an abandoned-cart e-mail links to (engine/abandonedCart/abandonedCartCalls.ts): its
 * lines, each read like a stored cart line; an unusable line is left out.
 */
export const AbandonedCartAnswerSchema = z.object({
  data: z.object({ cartItems: z.array(StoredCartItemSchema) }),
});

/** Spec 7.7: the checkout's id, kept (and shown as the order's reference). */
export const CheckoutAnswerSchema = mutationAnswer(
  z.object({
    checkoutId: z.string().meta({ description: 'Kept as canCheckoutId (spec 7.6).' }),
  }),
);
