/** Notifications (spec §3 Notifications state, 4.12). */
import { z } from 'zod';
import { count, flag, id, list, text } from '../fields';
import { ProductSchema } from './product';

/** The spec does not show a notification's fields; these are the ones a list needs. */
export const NotificationItemSchema = z.object({
  _id: id(),
  title: text(),
  message: text(),
  createdAt: text(),
  isSeen: flag(false),
  /** Where the notification leads (a site path); empty for none. */
  link: text(),
});
export type NotificationItem = z.output<typeof NotificationItemSchema>;

/** GET notifications: data.unseenCount and data.data. */
export const NotificationsPayloadSchema = z.object({
  unseenCount: count(0),
  data: list(NotificationItemSchema),
});
export type NotificationsPayload = z.output<typeof NotificationsPayloadSchema>;

export const NotificationsStateSchema = z.object({
  notificationCount: count(0),
  unseenCount: count(0),
  /** Counted locally on top of the server's unseen count. */
  newNotificationCount: count(0),
  recommendedProductData: list(ProductSchema),
  isLoadingRecommendedProductData: flag(false),
  isNotificationCartSidebarOpen: flag(false),
  showAbandonedCartModel: flag(false),
});
export type NotificationsState = z.output<typeof NotificationsStateSchema>;
