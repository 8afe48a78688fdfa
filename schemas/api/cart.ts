/** Cart items and totals (spec §3 Cart, 2.12). */
import { z } from 'zod';
import { count, id, text } from '../fields';

export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 20;

export const CartItemSchema = z.object({
  productId: id(),
  product: z.object({ slug: text(), image: text(), name: text(), category: text() }).prefault({}),
  /** The chosen option (weight label). */
  option: text(),
  quantity: count(DEFAULT_QUANTITY),
  /** The line's quantity ceiling, from the option and the product (spec 5); 20 unless they say less. */
  maxQuantity: count(DEFAULT_MAX_QUANTITY),
  /** Unit price in dollars. */
  price: count(0),
  specialDiscount: z.object({ specialName: text(), specialSlug: text() }).nullable().default(null),
});
export type CartItem = z.output<typeof CartItemSchema>;

export const CartTotalsSchema = z.object({
  subtotal: count(0),
  taxAmount: count(0),
  discountAmount: count(0),
  totalAmount: count(0),
  cartCounter: count(0),
});
export type CartTotals = z.output<typeof CartTotalsSchema>;
