/** The signed-in shopper's past orders (GET /orders, spec §6: token required). */
import { z } from 'zod';
import { count, id, list, text } from '../fields';

export const OrderLineSchema = z.object({
  productId: id(),
  slug: text(),
  name: text(),
  image: text(),
  category: text(),
  option: text('N/A'),
  quantity: count(1),
  /** Unit price paid, in dollars. */
  price: count(0),
});
export type OrderLine = z.output<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  _id: id(),
  orderNumber: text(),
  /** ISO date-time the order was placed. */
  createdAt: text(),
  status: text(),
  storeName: text(),
  lines: list(OrderLineSchema),
  total: count(0),
});
export type Order = z.output<typeof OrderSchema>;
