/**
 * A list's products as GA4 `items`, loaded only when a list event may be sent
 * (useTrackListView): the code that builds items is not part of a first visit.
 */
import type { AnalyticsItem } from '../../schemas/analytics/events';
import { productItem } from './items';
import type { Product } from '../../schemas';

/** A product as a list shows it: what its item needs, and the slug a card reports back. */
export type ListedProduct = Parameters<typeof productItem>[0] & Pick<Product, 'slug'>;

/** A list for analytics: a stable id (`shop`, `category:<slug>`, `home:trending`) and its title. */
export type AnalyticsList = { id: string; name: string };

/** The most items one event carries (the collector's schema; a longer list is cut). */
export const LIST_ITEMS_MAX = 50;

/** A list as it was shown: its name, its products, and the place of the first. */
export type ListShown = { list: AnalyticsList; products: readonly ListedProduct[]; offset: number };

export const itemOf = (shown: ListShown, product: ListedProduct, place: number): AnalyticsItem =>
  productItem(product, {
    index: shown.offset + place,
    item_list_id: shown.list.id,
    item_list_name: shown.list.name,
  });

/** The `items` of a list's view: each product with its place and its list, at most 50. */
export function listItems(shown: ListShown): AnalyticsItem[] {
  return shown.products
    .slice(0, LIST_ITEMS_MAX)
    .map((product, place) => itemOf(shown, product, place));
}
