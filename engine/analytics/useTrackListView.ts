import { useCallback, useRef } from 'react';
import { track } from './bus';
import type { AnalyticsList, ListedProduct, ListShown } from './listItems';
import { useOncePerKey } from './useOncePerKey';

export type { AnalyticsList, ListedProduct } from './listItems';

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

type Shown = ListShown;

const loadListItems = () => import('./listItems');

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
    // The items are built only once the event may be sent (bus.ts): a first visit downloads none.
    track('view_item_list', () =>
      loadListItems().then(({ listItems }) => ({
        item_list_id: next.list.id,
        item_list_name: next.list.name,
        items: listItems(next),
      })),
    );
  });
  return useCallback((slug: string) => {
    const last = shown.current;
    if (last === null) return;
    const place = last.products.findIndex((product) => product.slug === slug);
    const product = last.products[place];
    if (product === undefined) return;
    track('select_item', () =>
      loadListItems().then(({ itemOf }) => ({
        item_list_id: last.list.id,
        item_list_name: last.list.name,
        items: [itemOf(last, product, place)],
      })),
    );
  }, []);
}
