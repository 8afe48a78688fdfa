import { describe, expect, it } from 'vitest';
import { itemListJsonLd } from './itemListJsonLd';

const ORIGIN = 'https://shop.example/';

describe('itemListJsonLd', () => {
  const items = [
    { name: 'Blue Dream', href: '/product/blue-dream' },
    { name: 'Gummies', href: 'https://other.example/product/gummies' },
  ];
  it('numbers the items from the first position with absolute URLs', () => {
    const list = itemListJsonLd(items, ORIGIN, 17);
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 17,
        name: 'Blue Dream',
        url: 'https://shop.example/product/blue-dream',
      },
      {
        '@type': 'ListItem',
        position: 18,
        name: 'Gummies',
        url: 'https://other.example/product/gummies',
      },
    ]);
  });
  it('starts at 1 by default', () => {
    expect(itemListJsonLd(items, ORIGIN).itemListElement[0]?.position).toBe(1);
  });
});
