// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { connectListener, type TrackedEvent } from './bus';
import { LIST_ITEMS_MAX } from './listItems';
import { useTrackListView, type ListView, type ListedProduct } from './useTrackListView';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const product = (n: number): ListedProduct => ({
  id: `p-${n}`,
  slug: `product-${n}`,
  productName: `Product ${n}`,
  brand: { id: 'b-1', name: 'North Star' },
  category: 'FLOWER',
  strainType: 'HYBRID',
  price: 10 + n,
});
const products = (count: number) => Array.from({ length: count }, (_, n) => product(n));

let events: TrackedEvent[] = [];
let disconnect = () => {};
let root: Root | null = null;
const container = document.createElement('div');

/** A card link per slug, as a grid's cards report the product opened. */
function List({ view }: { view: ListView | null }) {
  const select = useTrackListView(view);
  return ['product-1', 'product-2', 'not-listed'].map((slug) => (
    <button key={slug} type="button" data-slug={slug} onClick={() => select(slug)} />
  ));
}

async function show(view: ListView | null) {
  root ??= createRoot(container);
  const current = root;
  await act(async () => current.render(<List view={view} />));
}

/** A card opened; its event's items are built in a module of their own, so it comes a tick later. */
const open = (slug: string) =>
  act(async () => {
    container.querySelector<HTMLElement>(`[data-slug="${slug}"]`)?.click();
    await import('./listItems');
  });

beforeEach(() => {
  events = [];
  disconnect = connectListener((event) => events.push(event));
});

afterEach(() => {
  const current = root;
  if (current) act(() => current.unmount());
  root = null;
  disconnect();
});

const shop = (over: Partial<ListView> = {}): ListView => ({
  id: 'shop',
  name: 'Shop',
  products: products(3),
  ...over,
});

it('tracks view_item_list once with every product, its place and its list', async () => {
  await show(shop());
  expect(events).toHaveLength(1);
  expect(events[0]?.name).toBe('view_item_list');
  expect(events[0]?.params).toEqual({
    item_list_id: 'shop',
    item_list_name: 'Shop',
    items: [0, 1, 2].map((n) => ({
      item_id: `p-${n}`,
      item_name: `Product ${n}`,
      item_brand: 'North Star',
      item_category: 'FLOWER',
      item_variant: 'HYBRID',
      price: 10 + n,
      index: n,
      item_list_id: 'shop',
      item_list_name: 'Shop',
    })),
  });
});

it('does not track again when the same list renders again, even from new objects', async () => {
  await show(shop());
  await show(shop());
  await show(shop({ products: products(3).map((p) => ({ ...p })) }));
  expect(events).toHaveLength(1);
});

it('tracks nothing while the products are not shown, nor when the same ones come back', async () => {
  await show(shop({ products: null }));
  await show(null);
  expect(events).toHaveLength(0);
  await show(shop());
  await show(shop({ products: null }));
  await show(shop());
  expect(events).toHaveLength(1);
});

it('tracks a new page, a new filter and new products as new views', async () => {
  await show(shop());
  await show(shop({ offset: 16 }));
  await show(shop({ offset: 16, view: 'price=under-20' }));
  await show(shop({ offset: 16, view: 'price=under-20', products: products(2) }));
  expect(events.map((event) => event.name)).toEqual(Array(4).fill('view_item_list'));
  const paged = events[1]?.name === 'view_item_list' ? events[1].params.items : [];
  expect(paged.map((item) => item.index)).toEqual([16, 17, 18]);
});

it('tracks once under StrictMode, which runs every effect twice in development', async () => {
  const strict = createRoot(document.createElement('div'));
  await act(async () =>
    strict.render(
      <StrictMode>
        <List view={shop()} />
      </StrictMode>,
    ),
  );
  expect(events).toHaveLength(1);
  act(() => strict.unmount());
});

it('never tracks during a render (the server renders every page)', () => {
  renderToString(<List view={shop()} />);
  expect(events).toHaveLength(0);
});

it(`sends at most ${LIST_ITEMS_MAX} items`, async () => {
  await show(shop({ products: products(80) }));
  const items = events[0]?.name === 'view_item_list' ? events[0].params.items : [];
  expect(items).toHaveLength(LIST_ITEMS_MAX);
});

it('tracks select_item with the product opened, in its place in the list', async () => {
  await show(shop({ offset: 16 }));
  await open('product-2');
  await open('not-listed');
  expect(events).toHaveLength(2);
  expect(events[1]?.name).toBe('select_item');
  expect(events[1]?.params).toMatchObject({
    item_list_id: 'shop',
    item_list_name: 'Shop',
    items: [{ item_id: 'p-2', index: 18, item_list_id: 'shop', item_list_name: 'Shop' }],
  });
});

it('reports a card of the list last shown while a newer page is on its way', async () => {
  await show(shop());
  await show(shop({ offset: 16, products: null }));
  await open('product-1');
  expect(events[1]?.params).toMatchObject({ items: [{ item_id: 'p-1', index: 1 }] });
});
