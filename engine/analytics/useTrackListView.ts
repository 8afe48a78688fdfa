import { useCallback, useRef } from 'react';
import type { AnalyticsItem } from '../../schemas/analytics/events';
import type { Product } from '../../schemas';
import { track } from './bus';
import { productItem } from './items';
import { useOncePerKey } from './useOncePerKey';

/** The most items one event carries (the collector's schema; a longer list is cut). */
export const LIST_ITEMS_MAX = 50;

/** A product as a list shows it: what its item needs, and the slug a card reports back. */
export type ListedProduct = Parameters<typeof productItem>[0] & Pick<Product, 'slug'>;

/** A list for analytics: a stable id (`shop`, `category:<slug>`, `home:trending`) and its title. */
export type AnalyticsList = { id: string; name: string };

export type ListView = AnalyticsList & {
  /**
   * The products on screen, in order. Null while they are not the list's own yet (loading, or an
   * older page kept on screen while the next one loads): nothing is counted until they are.
   */
  products: readonly ListedProduct[] | null;
  /** The place of the first product in the whole list: a later page numbers on from the earlier. */
  offset?: number;
  /** What else makes the same products a new view, e.g. the listing's filters. */
  view?: string;
};

type Shown = { list: AnalyticsList; products: readonly ListedProduct[]; offset: number };

const itemOf = (shown: Shown, product: ListedProduct, place: number): AnalyticsItem =>
  productItem(product, {
    index: shown.offset + place,
    item_list_id: shown.list.id,
    item_list_name: shown.list.name,
  });

/** The `items` of a list's view: each product with its place and its list, at most 50. */
export function listItems(shown: Shown): AnalyticsItem[] {
  return shown.products
    .slice(0, LIST_ITEMS_MAX)
    .map((product, place) => itemOf(shown, product, place));
}

/**
 * `view_item_list` once per distinct contents of a list (another page, filter or set of products
 * is a new view; a re-render is not), and the `select_item` handler for its cards: call it with
 * the slug of the product opened. A card opened from the list as it was last counted is
 * reported with that list, also while a newer page is on its way.
 */
export function useTrackListView(view: ListView | null): (slug: string) => void {
  const products = view?.products ?? null;
  const offset = view?.offset ?? 0;
  const key =
    view !== null && products !== null && products.length > 0
      ? JSON.stringify([view.id, view.name, offset, view.view ?? '', products.map((p) => p.id)])
      : null;
  const shown = useRef<Shown | null>(null);
  useOncePerKey(key, () => {
    if (view === null || products === null) return;
    const next = { list: { id: view.id, name: view.name }, products, offset };
    shown.current = next;
    track('view_item_list', {
      item_list_id: view.id,
      item_list_name: view.name,
      items: listItems(next),
    });
  });
  return useCallback((slug: string) => {
    const last = shown.current;
    if (last === null) return;
    const place = last.products.findIndex((product) => product.slug === slug);
    const product = last.products[place];
    if (product === undefined) return;
    track('select_item', {
      item_list_id: last.list.id,
      item_list_name: last.list.name,
      items: [itemOf(last, product, place)],
    });
  }, []);
}
