import { DEFAULT_MAX_QUANTITY, DEFAULT_QUANTITY } from '../../schemas';

/** A ceiling a product or an option may set; absent, zero or invalid means "no limit of its own". */
type Ceiling = number | null | undefined;

const usable = (value: Ceiling): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1;

/**
 * Spec 5: "The maximum is derived from the option and the product; the default maximum is 20."
 * The option is the more specific of the two, so it wins when both set one.
 */
export function maxQuantityFor(product?: Ceiling, option?: Ceiling): number {
  if (usable(option)) return Math.floor(option);
  if (usable(product)) return Math.floor(product);
  return DEFAULT_MAX_QUANTITY;
}

/** Spec 9 "Quantity": between 1 and the maximum; anything unreadable becomes the default 1. */
export function clampQuantity(quantity: number, max: number = DEFAULT_MAX_QUANTITY): number {
  const ceiling = Math.max(1, Math.floor(max));
  if (!Number.isFinite(quantity)) return DEFAULT_QUANTITY;
  return Math.min(ceiling, Math.max(1, Math.floor(quantity)));
}

/** Spec 2.12 quantity picker: "a list from 1 to maxQuantity". */
export function quantityChoices(max: number): number[] {
  return Array.from({ length: clampQuantity(max, Number.MAX_SAFE_INTEGER) }, (_, i) => i + 1);
}
