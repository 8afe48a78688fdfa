/**
 * The JSON bodies the storefront sends that no entity or form describes: the API contract's
 * (contract/operations.ts). Each call site types its body with one of these (`satisfies`), so a
 * body and its contract cannot part. Not in the schemas barrel (schemas/index.ts): the app never
 * parses a body it sends itself, so only types are imported from here and none of it ships.
 */
import { z } from 'zod';
import { POPUP_TEMPLATE_TYPES } from '../cms/popupCampaign';
import { MenuTypeSchema, OrderTypeSchema } from './enums';
import { ProductFilterRequestSchema } from './productFilter';

/** Spec 7.2: where the shopper is, and how far to look. */
export const ClosestStoresBodySchema = z.object({
  userLatitude: z.number(),
  userLongitude: z.number(),
  maxDistance: z.number().meta({ description: 'In miles (spec 9: 60 unless said otherwise).' }),
});
export type ClosestStoresBody = z.output<typeof ClosestStoresBodySchema>;

/**
 * Spec 7.3's body as the listings send it: the filter also narrows by a deal (specialSlug) and a
 * price band (spec 9 "Shop By Price"), next to the spec's own fields.
 */
export const ProductFilterBodySchema = ProductFilterRequestSchema.extend({
  filter: ProductFilterRequestSchema.shape.filter
    .unwrap()
    .extend({
      specialSlug: z.string().optional().meta({ description: 'Only the products of this deal.' }),
      price: z.string().optional().meta({ description: 'A Shop By Price band (spec 9).' }),
    })
    .prefault({}),
});
export type ProductFilterBody = z.output<typeof ProductFilterBodySchema>;

/** "Move to Wishlist": the product, into the list with this slug. */
export const WishlistItemBodySchema = z.object({ productSlug: z.string(), listSlug: z.string() });
export type WishlistItemBody = z.output<typeof WishlistItemBodySchema>;

export const NotificationsSeenBodySchema = z.object({
  ids: z
    .array(z.string())
    .optional()
    .meta({ description: 'The notifications seen; absent: every one of the shopper’s.' }),
});
export type NotificationsSeenBody = z.output<typeof NotificationsSeenBodySchema>;

export const ChatMessageBodySchema = z.object({
  clientId: z.string().meta({
    description:
      'Given by the shopper’s browser and sent again on a retry: store the message once.',
  }),
  text: z.string(),
});
export type ChatMessageBody = z.output<typeof ChatMessageBodySchema>;

export const TicketReplyBodySchema = z.object({ message: z.string() });
export type TicketReplyBody = z.output<typeof TicketReplyBodySchema>;

/** Spec 7.5 "Register visitor". */
export const VisitorRegistrationBodySchema = z.object({
  name: z.string().meta({ description: 'A randomly generated name ("Calm Otter 42").' }),
  url: z.string().meta({ description: 'The storefront’s host.' }),
  referrer: z.object({
    known: z.boolean(),
    domain: z.string(),
    source: z.string().meta({ description: 'A search engine, the referrer’s host, or "Direct".' }),
    medium: z.string().meta({ description: 'The page’s utm_medium.' }),
    term: z.string().meta({ description: 'The page’s utm_term.' }),
    uri: z.string(),
  }),
  unixTimeStamp: z.number().int().meta({ description: 'Seconds.' }),
  timezone: z.string().meta({ description: 'The browser’s IANA time zone.' }),
});
export type VisitorRegistrationBody = z.output<typeof VisitorRegistrationBodySchema>;

/** Spec 7.5: what a shopper did with a popup; CLICK is written in capitals by one template. */
export const POPUP_RESPONSE_TYPES = ['view', 'click', 'cancel', 'signup', 'CLICK'] as const;
export type PopupResponseType = (typeof POPUP_RESPONSE_TYPES)[number];

/** What every popup call says of its campaign and visitor (spec 7.5). */
const PopupEventSchema = z.object({
  popupCampaignId: z.string(),
  popupTemplateType: z.enum(POPUP_TEMPLATE_TYPES),
  visitorId: z.string(),
  unixTimeStamp: z.number().int().meta({ description: 'Seconds.' }),
  retailerId: z.string(),
  timezone: z.string(),
});

/** Spec 7.5 "Record response". */
export const PopupResponseBodySchema = PopupEventSchema.extend({
  responseType: z.enum(POPUP_RESPONSE_TYPES),
});
export type PopupResponseBody = z.output<typeof PopupResponseBodySchema>;

/** Spec 7.5 "E-mail subscription". */
export const PopupSubscriptionBodySchema = PopupEventSchema.extend({
  email: z.string(),
  campaignName: z.string(),
});
export type PopupSubscriptionBody = z.output<typeof PopupSubscriptionBodySchema>;

/** Spec 7.7: a new checkout for a stale cart (4.13); pricingType is the menu type. */
export const CheckoutCreationBodySchema = z.object({
  retailerId: z.string(),
  orderType: z.literal('PICKUP'),
  pricingType: MenuTypeSchema,
});
export type CheckoutCreationBody = z.output<typeof CheckoutCreationBodySchema>;

/** The checkout page's order: 7.7's fields with its order type, the contact details and lines. */
export const PlaceOrderBodySchema = z.object({
  retailerId: z.string(),
  orderType: OrderTypeSchema,
  pricingType: MenuTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string().meta({ description: 'Formatted, e.g. "+1 (248) 555-0199".' }),
  cartItems: z.array(
    z.object({
      productId: z.string(),
      option: z.string().meta({ description: 'The chosen weight label.' }),
      quantity: z.number().int().min(1),
    }),
  ),
});
export type PlaceOrderBody = z.output<typeof PlaceOrderBodySchema>;

/** POST /checkout carries one or the other. */
export const CheckoutBodySchema = z.union([
  PlaceOrderBodySchema.meta({ title: 'The checkout page’s order' }),
  CheckoutCreationBodySchema.meta({ title: 'A new checkout for a stale cart (spec 4.13)' }),
]);
