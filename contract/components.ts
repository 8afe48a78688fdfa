/**
 * The schemas the operations share, by the name each has under the OpenAPI document's
 * components/schemas; the operations' own envelopes and bodies stay inline. Each is the app's own
 * schema, imported where it lives.
 */
import type { $ZodType } from 'zod/v4/core';
import { WishlistDetailsSchema } from '../engine/pages/lists/listsPage';
import {
  BrandSchema,
  CareerOpeningSchema,
  CategorySchema,
  ChatConversationSchema,
  ChatMessageSchema,
  ChatThreadSchema,
  ContentEventSchema,
  ContentPostSchema,
  CouponInfoSchema,
  FaqItemSchema,
  InfoPageSchema,
  NotificationPreferencesSchema,
  NotificationsPayloadSchema,
  OrderSchema,
  PopupCampaignSchema,
  ProductSchema,
  ResponsePageSchema,
  RetailerSchema,
  SearchSuggestionResultSchema,
  SiteConfigSchema,
  SpecialSchema,
  TicketSchema,
  UserSchema,
  VisitorSchema,
} from '../schemas';
import { ERROR_ENVELOPE } from './errors';

export type Component = { readonly schema: $ZodType; readonly description: string };

export const COMPONENTS: Readonly<Record<string, Component>> = {
  MutationResponse: {
    schema: ERROR_ENVELOPE,
    description:
      'The envelope of every write and every failure (spec 7.1, 8). A write succeeded when it has a token, or statusCode 200 or 201; `message` is shown to the shopper either way, else `data.message` on a failure.',
  },
  SiteSettings: {
    schema: SiteConfigSchema,
    description:
      'Every CMS setting, keyed by the setting names of spec 3 (contract/settings.schema.json; docs/cms/settings.md).',
  },
  Retailer: { schema: RetailerSchema, description: 'A store (spec 3 Retailer).' },
  Brand: { schema: BrandSchema, description: 'A brand (spec 3 Brand).' },
  Category: { schema: CategorySchema, description: 'A custom product category (spec 3).' },
  Special: { schema: SpecialSchema, description: 'A special or deal (spec 3).' },
  Product: {
    schema: ProductSchema,
    description:
      'A product as listings and its page show it (spec 3 Product). Send slug or productSlug: either is read as both.',
  },
  SearchSuggestionResult: {
    schema: SearchSuggestionResultSchema,
    description: 'The search drawer’s suggestions for a term (spec 2.8, 3).',
  },
  User: { schema: UserSchema, description: 'The signed-in shopper (spec 3 User).' },
  Wishlist: {
    schema: WishlistDetailsSchema,
    description:
      'The shopper’s wish lists (spec 3 Wishlist); each may carry its product slugs, which the list pages show.',
  },
  Notifications: {
    schema: NotificationsPayloadSchema,
    description: 'The shopper’s notifications and how many are unseen (spec 3).',
  },
  NotificationPreferences: {
    schema: NotificationPreferencesSchema,
    description: 'What the shopper wants to be told about, and the deal alerts they follow.',
  },
  Order: { schema: OrderSchema, description: 'One of the shopper’s past orders.' },
  ChatMessage: { schema: ChatMessageSchema, description: 'One message of a chat.' },
  ChatConversation: {
    schema: ChatConversationSchema,
    description: 'A chat with a store, with its latest message.',
  },
  ChatThread: {
    schema: ChatThreadSchema,
    description: 'A chat with a store and its messages, oldest first.',
  },
  Ticket: { schema: TicketSchema, description: 'A support ticket and its replies.' },
  CareerOpening: { schema: CareerOpeningSchema, description: 'An open position on /career.' },
  ContentPost: {
    schema: ContentPostSchema,
    description: 'A blog or education article; lists leave `html` out.',
  },
  InfoPage: {
    schema: InfoPageSchema,
    description: '/about, /terms-and-conditions or /privacy-policy.',
  },
  FaqItem: { schema: FaqItemSchema, description: 'One question of /faq.' },
  ContentEvent: { schema: ContentEventSchema, description: 'An event (/events/{x}).' },
  ResponsePage: {
    schema: ResponsePageSchema,
    description: 'The page a form or an e-mail link lands on (/response/{x}).',
  },
  PopupCampaign: {
    schema: PopupCampaignSchema,
    description: 'A marketing popup campaign (spec 3 Popup campaign, 4.9).',
  },
  CouponInfo: {
    schema: CouponInfoSchema,
    description: 'The coupon a popup sign-up hands out: masterCode or codes (spec 7.5).',
  },
  Visitor: {
    schema: VisitorSchema,
    description: 'The popup visitor; its _id is kept as "visitor" (spec 7.5).',
  },
};
