/**
 * The storefront's analytics events, named and shaped as GA4's recommended e-commerce events
 * (developers.google.com/analytics/devguides/collection/ga4/reference/events), so a Google Tag
 * Manager container reads them as they are. One schema serves the engine's bus (types), the
 * first-party collector's wire format (`POST /api/events`) and the mock that stores it.
 * Every string and list is bounded: the collector is a public endpoint.
 */
import { z } from 'zod';
import { MenuTypeSchema, OrderTypeSchema } from '../api/enums';
import { EVENT_BATCH_MAX } from './limits';

export { EVENT_BATCH_BYTES_MAX, EVENT_BATCH_MAX } from './limits';

const short = z.string().max(200);
const money = z.number().finite().min(0).max(1_000_000);

/** One product in an event (GA4 `items[]`). */
export const AnalyticsItemSchema = z.object({
  item_id: short,
  item_name: short,
  item_brand: short.optional(),
  item_category: short.optional(),
  item_variant: short.optional(),
  item_list_id: short.optional(),
  item_list_name: short.optional(),
  price: money.optional(),
  quantity: z.number().int().min(0).max(10_000).optional(),
  index: z.number().int().min(0).max(10_000).optional(),
});
export type AnalyticsItem = z.output<typeof AnalyticsItemSchema>;

const items = z.array(AnalyticsItemSchema).max(50);
const priced = { currency: z.string().length(3), value: money, items };
const listed = { item_list_id: short, item_list_name: short, items };
/** A deal or a sponsored ad shown or chosen (GA4 promotion parameters). */
const promotion = {
  promotion_id: short,
  promotion_name: short,
  creative_name: short.optional(),
  creative_slot: short.optional(),
  items: items.optional(),
};

const event = <N extends string, P extends z.ZodRawShape>(name: N, params: P) =>
  z.object({ name: z.literal(name), params: z.object(params) });

/** The Core Web Vitals and the other metrics the `web-vitals` library reports. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const AnalyticsEventSchema = z.discriminatedUnion('name', [
  event('view_item_list', listed),
  event('select_item', listed),
  event('view_item', priced),
  event('add_to_cart', priced),
  event('remove_from_cart', priced),
  event('view_cart', priced),
  event('add_to_wishlist', priced),
  event('begin_checkout', priced),
  event('view_promotion', promotion),
  event('select_promotion', promotion),
  /** A popup campaign's sign-up form sent (GA4 `generate_lead`). */
  event('generate_lead', { lead_source: short, promotion_id: short.optional() }),
  event('sign_up', { method: short }),
  event('login', { method: short }),
  event('search', { search_term: short }),
  /** One real-user measurement of one page view (not a GA4 event: the collector's own). */
  event('web_vitals', {
    metric_name: z.enum(WEB_VITAL_METRICS),
    /** Milliseconds, except CLS (unitless). */
    value: z.number().finite().min(0).max(3_600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    metric_id: short,
    route: short,
    device_class: z.enum(DEVICE_CLASSES),
  }),
]);
export type AnalyticsEvent = z.output<typeof AnalyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];
export type AnalyticsParams<N extends AnalyticsEventName> = Extract<
  AnalyticsEvent,
  { name: N }
>['params'];

export const ANALYTICS_EVENT_NAMES = AnalyticsEventSchema.options.map(
  (option) => option.shape.name.value,
) as readonly AnalyticsEventName[];

/** Where and for whom an event happened: every event carries it (the store the shopper shops). */
export const EventContextSchema = z.object({
  store_id: short,
  menu_type: MenuTypeSchema.nullable(),
  order_type: OrderTypeSchema.nullable(),
  /** The route's name (its path pattern, e.g. `/product/:slug`), never the shopper's URL. */
  route: short,
});
export type EventContext = z.output<typeof EventContextSchema>;

/** What the collector keeps of one event. */
export const CollectedEventSchema = z.intersection(
  AnalyticsEventSchema,
  z.object({
    context: EventContextSchema,
    /** When it happened, ms since the epoch (the shopper's clock). */
    at: z.number().int().min(0),
    /** Sent before the shopper chose: only events the CMS marks strictly necessary. */
    consent: z.enum(['granted', 'necessary']),
  }),
);
export type CollectedEvent = z.output<typeof CollectedEventSchema>;

/** The body of `POST /api/events`. */
export const EventBatchSchema = z.object({
  events: z.array(CollectedEventSchema).min(1).max(EVENT_BATCH_MAX),
});
export type EventBatch = z.output<typeof EventBatchSchema>;
