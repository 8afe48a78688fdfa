/**
 * One collected event as the studio's events panel words it: its clock time, the parameters an
 * editor looks for (what was seen or bought, the search term, the measured value) and how it
 * was sent. Pure, so the wording is tested row by row.
 */
import type { AnalyticsItem, CollectedEvent } from '../../schemas/analytics/events';
import { formatPrice } from '../rules/price';

/** Names shown before "and N more": a list event may carry 50. */
const NAMES_SHOWN = 3;

const two = (n: number) => String(n).padStart(2, '0');

/** "14:30:05", in the editor's own time zone. */
export function clockTime(at: number): string {
  const date = new Date(at);
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

const itemName = (item: AnalyticsItem) =>
  item.quantity !== undefined && item.quantity > 1
    ? `${item.quantity} × ${item.item_name}`
    : item.item_name;

/** "Blue Dream, Gelato and 4 more"; "no items". */
export function itemNames(items: readonly AnalyticsItem[]): string {
  if (items.length === 0) return 'no items';
  const shown = items.slice(0, NAMES_SHOWN).map(itemName).join(', ');
  const more = items.length - NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

const money = (value: number, currency: string) =>
  currency === 'USD' ? formatPrice(value) : `${value.toFixed(2)} ${currency}`;

/** CLS has no unit; the other metrics are milliseconds. */
const metricValue = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

export function eventDetails(event: CollectedEvent): string {
  switch (event.name) {
    case 'view_item_list':
    case 'select_item':
      return `${event.params.item_list_name}: ${itemNames(event.params.items)}`;
    case 'view_item':
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'view_cart':
    case 'add_to_wishlist':
    case 'begin_checkout':
      return `${itemNames(event.params.items)} · ${money(event.params.value, event.params.currency)}`;
    case 'view_promotion':
    case 'select_promotion':
      return event.params.creative_slot === undefined
        ? event.params.promotion_name
        : `${event.params.promotion_name} (${event.params.creative_slot})`;
    case 'generate_lead':
      return `from ${event.params.lead_source}`;
    case 'sign_up':
    case 'login':
      return `with ${event.params.method}`;
    case 'search':
      return `“${event.params.search_term}”`;
    case 'web_vitals':
      // Of the page the shopper landed on, which may not be the page it was sent from.
      return `${event.params.metric_name} ${metricValue(event.params.metric_name, event.params.value)}, ${event.params.rating} (${event.params.device_class}) on ${event.params.route}`;
  }
}

/** How it was sent: with the shopper's consent, or as one the CMS marks necessary. */
export const consentLabel = (consent: CollectedEvent['consent']) =>
  consent === 'granted' ? 'Consented' : 'Necessary only';
