/** Cart items and totals (spec §3 Cart, 2.12). */
import { z } from 'zod';
import { DEFAULT_MAX_QUANTITY, DEFAULT_QUANTITY, MAX_QUANTITY_CEILING } from '../constants';
import { count, id, text } from '../fields';

export const CartItemSchema = z.object({
  productId: id(),
  product: z
    .object({
      slug: text(),
      image: text(),
      name: text(),
      category: text(),
      /**
       * THC in one package, mg, where the product's potency is given in mg (edibles): what a THC
       * purchase limit counts. Optional, and a bad value reads as unknown, so carts stored before
       * it existed and lines from past orders still load.
       */
      thcMg: z.number().min(0).nullable().optional().catch(null),
    })
    .prefault({}),
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

/** A line's maximum as a whole number in 1..MAX_QUANTITY_CEILING; below 1 means "none given". */
const boundedMax = (max: number): number =>
  max < 1 ? DEFAULT_MAX_QUANTITY : Math.min(MAX_QUANTITY_CEILING, Math.floor(max));

/**
 * A cart line read back from local storage, where anyone can write anything. zod 4 numbers are
 * finite, so Infinity (JSON's 1e999) and non-numbers drop the line; a negative price drops it
 * too (spec 9: prices are amounts owed). The quantities are repaired instead: the maximum into
 * 1..MAX_QUANTITY_CEILING and the quantity into 1..maximum, as whole numbers.
 */
export const StoredCartItemSchema = CartItemSchema.extend({
  price: z.number().min(0),
}).transform((line): CartItem => {
  const maxQuantity = boundedMax(line.maxQuantity);
  const quantity = Math.min(maxQuantity, Math.max(DEFAULT_QUANTITY, Math.floor(line.quantity)));
  return { ...line, maxQuantity, quantity };
});

/** Stored lines: one unusable line is left out, the others are kept (a list that is not one fails). */
export const StoredCartListSchema = z.array(z.unknown()).transform((items): CartItem[] =>
  items.flatMap((item) => {
    const parsed = StoredCartItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const CartTotalsSchema = z.object({
  subtotal: count(0),
  taxAmount: count(0),
  discountAmount: count(0),
  totalAmount: count(0),
  cartCounter: count(0),
});
export type CartTotals = z.output<typeof CartTotalsSchema>;
