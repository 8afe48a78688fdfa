// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { captureEvents } from './eventCapture.testing';
import { useTrackItemView } from './useTrackItemView';
import type { ListedProduct } from './useTrackListView';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const blueDream: ListedProduct = {
  id: 'p-1',
  slug: 'blue-dream',
  productName: 'Blue Dream',
  brand: { id: 'b-1', name: 'North Star' },
  category: 'FLOWER',
  strainType: 'SATIVA',
  price: 35,
};

const events = captureEvents();

function ProductPage({ product }: { product: ListedProduct | null }) {
  useTrackItemView(product);
  return null;
}

it('tracks view_item once per product shown, priced, and again for another product', async () => {
  const root = createRoot(document.createElement('div'));
  const show = (product: ListedProduct | null) =>
    act(async () => root.render(<ProductPage product={product} />));
  await show(null);
  await show(blueDream);
  // A refetch hands a new object of the same product: not a new view.
  await show({ ...blueDream, price: 36 });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    name: 'view_item',
    params: {
      currency: 'USD',
      value: 35,
      items: [
        {
          item_id: 'p-1',
          item_name: 'Blue Dream',
          item_brand: 'North Star',
          item_category: 'FLOWER',
          item_variant: 'SATIVA',
          price: 35,
        },
      ],
    },
  });
  await show({ ...blueDream, id: 'p-2', slug: 'sour-diesel', productName: 'Sour Diesel' });
  expect(events.map((event) => event.name)).toEqual(['view_item', 'view_item']);
  act(() => root.unmount());
});
