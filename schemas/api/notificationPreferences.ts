/**
 * What the shopper chose to be told about (/notification-settings) and the deal alerts they
 * follow (/deals-alert). The spec names the pages only (2.1); these fields are ours.
 */
import { z } from 'zod';
import { flag } from '../fields';

export const NOTIFICATION_TOPICS = [
  'orderUpdates',
  'dealsAndPromotions',
  'cartReminders',
  'newArrivals',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NotificationPreferencesSchema = z.object({
  topics: z
    .object({
      orderUpdates: flag(true),
      dealsAndPromotions: flag(true),
      cartReminders: flag(true),
      newArrivals: flag(false),
    })
    .prefault({}),
  /** Category slugs and brand ids whose new deals the shopper wants to hear about. */
  dealAlerts: z
    .object({
      categories: z.array(z.string()).default(() => []),
      brands: z.array(z.string()).default(() => []),
    })
    .prefault({}),
});
export type NotificationPreferences = z.output<typeof NotificationPreferencesSchema>;
