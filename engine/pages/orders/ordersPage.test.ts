import { describe, expect, it } from 'vitest';
import { OrderSchema, type Order } from '../../../schemas';
import { buyAgainItem, buyAgainLines, newestFirst, orderCardData, reorderItem } from './ordersPage';

const line = (slug: string, option: string, price: number, quantity = 1) => ({
  productId: `id-${slug}`,
  slug,
  name: slug.replace(/-/g, ' '),
  image: `/images/${slug}.svg`,
  category: 'FLOWER',
  option,
  quantity,
  price,
});

const order = (orderNumber: string, createdAt: string, lines: ReturnType<typeof line>[]): Order =>
  OrderSchema.parse({
    _id: `o-${orderNumber}`,
    orderNumber,
    createdAt,
    status: 'Completed',
    storeName: 'Greenleaf Market Troy',
    lines,
    total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
  });

const older = order('100', '2025-04-03T16:10:00.000Z', [
  line('blue-dream', '1g', 12),
  line('gelato-41', '3.5g', 45),
]);
const newer = order('200', '2025-06-12T14:20:00.000Z', [
  line('blue-dream', '3.5g', 35, 2),
  line('gummies', 'N/A', 18),
]);

describe('newestFirst', () => {
  it('puts the latest order first whatever the server order', () => {
    expect(newestFirst([older, newer]).map((o) => o.orderNumber)).toEqual(['200', '100']);
  });
});

describe('orderCardData', () => {
  it('formats number, date, line totals and the order total', () => {
    const card = orderCardData(newer);
    expect(card).toMatchObject({
      key: 'o-200',
      number: '#200',
      date: 'Jun 12, 2025',
      status: 'Completed',
      store: 'Greenleaf Market Troy',
      total: '$88.00',
    });
    expect(card.lines.map((l) => [l.option, l.quantity, l.price, l.href])).toEqual([
      ['3.5g', 2, '$70.00', '/product/blue-dream'],
      ['', 1, '$18.00', '/product/gummies'],
    ]);
  });

  it.each([
    ['2025-01-05T12:00:00.000Z', 'Jan 5, 2025'],
    ['not a date', ''],
  ])('date %s reads %j', (createdAt, date) => {
    expect(orderCardData({ ...newer, createdAt }).date).toBe(date);
  });
});

describe('buyAgainLines', () => {
  it.each([
    [
      'newest order wins for a repeated product',
      [older, newer],
      ['blue-dream:3.5g', 'gummies:N/A', 'gelato-41:3.5g'],
    ],
    ['no orders, nothing to buy again', [], []],
    ['one order keeps its line order', [older], ['blue-dream:1g', 'gelato-41:3.5g']],
  ])('%s', (_, orders, expected) => {
    expect(buyAgainLines(orders).map((l) => `${l.slug}:${l.option}`)).toEqual(expected);
  });
});

describe('buy-again items', () => {
  it.each([
    ['3.5g', 'Flower · 3.5g'],
    ['N/A', 'Flower'],
  ])('a %s line reads %s, can be added, not removed', (option, meta) => {
    expect(buyAgainItem(line('blue-dream', option, 35))).toMatchObject({
      key: 'order:blue-dream',
      meta,
      price: '$35.00',
      canMoveToCart: true,
      canRemove: false,
    });
  });

  it('reorders the same product and option', () => {
    expect(reorderItem(line('blue-dream', '3.5g', 35, 2))).toEqual({
      productId: 'id-blue-dream',
      product: {
        slug: 'blue-dream',
        image: '/images/blue-dream.svg',
        name: 'blue dream',
        category: 'FLOWER',
      },
      option: '3.5g',
      price: 35,
      specialDiscount: null,
    });
  });
});
