// Spec 9 "Date labels": the three label families used by notifications, orders, tickets, chat
// and the blog. Pure functions of (date, now) so every row of the spec is tested on a fixed clock.
import dayjs, { type ConfigType } from 'dayjs';

const HOUR_MS = 3_600_000;
/** Spec 9: "the older than a day check uses 24 hours", not the calendar day. */
const DAY_MS = 24 * HOUR_MS;

const wholeDaysBetween = (date: ConfigType, now: ConfigType) =>
  Math.floor(dayjs(now).diff(dayjs(date)) / DAY_MS);

/**
 * Relative labels: Today, Yesterday, "N days ago" up to 6 days, then the spec's fixed steps
 * "1 week ago", "1 month ago", "6 months ago", "1 year ago", and after two years the date
 * as DD MMM YYYY. The spec names "3 to 6 days ago"; two whole days reads "2 days ago" in the
 * same form, since a gap between Yesterday and 3 days would leave that day without a label.
 * A date in the future (a clock ahead of ours) counts as Today.
 */
export function relativeDateLabel(date: ConfigType, now: ConfigType): string {
  const days = wholeDaysBetween(date, now);
  if (days < 1) return 'Today';
  if (days < 2) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return '1 week ago';
  if (days < 180) return '1 month ago';
  if (days < 365) return '6 months ago';
  if (days < 730) return '1 year ago';
  return dayjs(date).format('DD MMM YYYY');
}

/**
 * Short relative labels, the spec's wording with no numbers: the same thresholds as dayjs's
 * relativeTime (45 s, 90 s, 45 min, 90 min, 22 h, 36 h).
 */
export function shortRelativeLabel(date: ConfigType, now: ConfigType): string {
  const seconds = Math.max(0, dayjs(now).diff(dayjs(date), 'second'));
  if (seconds < 45) return 'a few seconds ago';
  if (seconds < 90) return 'a minute ago';
  if (seconds < 45 * 60) return 'minutes ago';
  if (seconds < 90 * 60) return 'an hour ago';
  if (seconds < 22 * 3600) return 'hours ago';
  if (seconds < 36 * 3600) return 'a day ago';
  return 'days ago';
}

/**
 * Chat-style labels, by calendar day in the shopper's time zone: Today, Yesterday, the weekday
 * name within the last week, "MMM D" within the same year, otherwise M/D/YY.
 */
export function chatDateLabel(date: ConfigType, now: ConfigType): string {
  const day = dayjs(date).startOf('day');
  const today = dayjs(now).startOf('day');
  const daysAgo = Math.round(today.diff(day, 'hour') / 24);
  if (daysAgo <= 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo < 7) return day.format('dddd');
  if (day.year() === today.year()) return day.format('MMM D');
  return day.format('M/D/YY');
}
