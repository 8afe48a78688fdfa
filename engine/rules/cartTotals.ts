import type { CartItem, CartTotals } from '../../schemas';

/** What the totals need from a line; a snapshot or a stored item both fit. */
export type PricedLine = Pick<CartItem, 'price' | 'quantity'> & {
  specialDiscount: CartItem['specialDiscount'];
};

/**
 * The store's pricing. The spec names the totals (2.12) but not the rates; these are the ones the
 * embedded backend charges, so the cart shows what checkout will post. Server totals, when a
 * server cart answers, replace them (setCartTotals).
 */
export const CART_PRICING = { taxRate: 0.06, specialDiscountRate: 0.1 } as const;
export type CartPricing = { taxRate: number; specialDiscountRate: number };

/** Money is kept in cents-rounded dollars so sums never show 0.30000000000000004. */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

export const lineSubtotal = (line: PricedLine): number => roundCents(line.price * line.quantity);

/**
 * Spec 2.12 totals: items subtotal, discount (lines under a special), taxes on the discounted
 * amount, total; cartCounter counts quantities (the header badge).
 */
export function cartTotals(
  lines: readonly PricedLine[],
  pricing: CartPricing = CART_PRICING,
): CartTotals {
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const discountAmount = roundCents(
    lines.reduce(
      (sum, line) =>
        line.specialDiscount === null
          ? sum
          : sum + line.price * line.quantity * pricing.specialDiscountRate,
      0,
    ),
  );
  const taxAmount = roundCents((subtotal - discountAmount) * pricing.taxRate);
  return {
    subtotal,
    discountAmount,
    taxAmount,
    totalAmount: roundCents(subtotal - discountAmount + taxAmount),
    cartCounter: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** Spec 2.12: the Discount row appears only when the discount is above 0. */
export const showsDiscount = (totals: Pick<CartTotals, 'discountAmount'>): boolean =>
  totals.discountAmount > 0;
