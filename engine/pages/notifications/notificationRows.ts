import type { Dayjs } from 'dayjs';
import type { NotificationItem } from '../../../schemas';
import type { NotificationRowData } from '../../../variants/notifications/types';
import { relativeDateLabel } from '../../rules/dateLabels';

/** Only site paths are followed: a notification never sends the shopper off-site. */
const SITE_PATH = /^\/(?!\/)/;

/** Newest first, each with its spec 9 relative label; an unreadable date sorts last. */
export function notificationRows(
  items: readonly NotificationItem[],
  now: Dayjs,
): NotificationRowData[] {
  const time = (item: NotificationItem) => {
    const ms = Date.parse(item.createdAt);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return items
    .toSorted((a, b) => time(b) - time(a))
    .map((item) => ({
      id: item._id,
      title: item.title,
      message: item.message,
      href: SITE_PATH.test(item.link) ? item.link : '',
      dateLabel: Number.isNaN(Date.parse(item.createdAt))
        ? ''
        : relativeDateLabel(item.createdAt, now),
      dateTime: item.createdAt,
      isSeen: item.isSeen,
    }));
}
