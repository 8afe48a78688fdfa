import dayjs from 'dayjs';
import type { NewCartItem } from '../../stores/cart';
import type { Order, OrderLine } from '../../../schemas';
import type { SavedItemData } from '../../../variants/lists/types';
import type { OrderCardData } from '../../../variants/orders/types';
import { formatPrice } from '../../rules/price';
import { categoryDisplayName } from '../../viewmodels/catalogue/productView';

const shownOption = (option: string) => (option === 'N/A' ? '' : option);

/** Newest first, whatever order the server sent. */
export const newestFirst = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => dayjs(b.createdAt).valueOf() - dayjs(a.createdAt).valueOf());

export function orderCardData(order: Order): OrderCardData {
  const date = dayjs(order.createdAt);
  return {
    key: order._id || order.orderNumber,
    number: `#${order.orderNumber}`,
    date: date.isValid() ? date.format('MMM D, YYYY') : '',
    dateTime: date.isValid() ? date.toISOString() : '',
    status: order.status,
    store: order.storeName,
    lines: order.lines.map((line, index) => ({
      key: `${line.productId || line.slug}::${line.option}::${index}`,
      name: line.name,
      href: `/product/${encodeURIComponent(line.slug)}`,
      image: line.image,
      option: shownOption(line.option),
      quantity: line.quantity,
      price: formatPrice(line.price * line.quantity),
    })),
    total: formatPrice(order.total),
  };
}

/** Each product once, from the most recent order that had it (its option and price then). */
export function buyAgainLines(orders: readonly Order[]): OrderLine[] {
  const seen = new Set<string>();
  return newestFirst(orders).flatMap((order) =>
    order.lines.filter((line) => {
      const key = line.slug || line.productId;
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

export const buyAgainKey = (line: OrderLine) => `order:${line.slug || line.productId}`;

export function buyAgainItem(line: OrderLine): SavedItemData {
  return {
    key: buyAgainKey(line),
    name: line.name,
    href: `/product/${encodeURIComponent(line.slug)}`,
    image: line.image,
    meta: [categoryDisplayName(line.category), shownOption(line.option)]
      .filter((part) => part !== '')
      .join(' · '),
    price: formatPrice(line.price),
    canMoveToCart: true,
    canRemove: false,
  };
}

/** The cart line a past order line becomes again: same product and option, one unit. */
export function reorderItem(line: OrderLine): NewCartItem {
  return {
    productId: line.productId || line.slug,
    product: { slug: line.slug, image: line.image, name: line.name, category: line.category },
    option: line.option,
    price: line.price,
    specialDiscount: null,
  };
}
