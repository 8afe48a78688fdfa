import {
  DEFAULT_MAX_QUANTITY,
  DEFAULT_QUANTITY,
  MAX_QUANTITY_CEILING,
} from '../../schemas/constants';

/** A ceiling a product or an option may set; absent, zero or invalid means "no limit of its own". */
type Ceiling = number | null | undefined;

const usable = (value: Ceiling): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1;

/**
 * Spec 5: "The maximum is derived from the option and the product; the default maximum is 20."
 * The option is the more specific of the two, so it wins when both set one. Either may go above
 * 20, never above MAX_QUANTITY_CEILING: the line keeps this number and the picker lists it.
 */
export function maxQuantityFor(product?: Ceiling, option?: Ceiling): number {
  const given = usable(option) ? option : usable(product) ? product : DEFAULT_MAX_QUANTITY;
  return Math.min(MAX_QUANTITY_CEILING, Math.floor(given));
}

/** A line's own maximum as the picker uses it: a whole number in 1..MAX_QUANTITY_CEILING. */
export function lineCeiling(max: number): number {
  if (Number.isNaN(max)) return DEFAULT_MAX_QUANTITY;
  return Math.min(MAX_QUANTITY_CEILING, Math.max(1, Math.floor(max)));
}

/** Spec 9 "Quantity": between 1 and the maximum; anything unreadable becomes the default 1. */
export function clampQuantity(quantity: number, max: number = DEFAULT_MAX_QUANTITY): number {
  const ceiling = lineCeiling(max);
  if (!Number.isFinite(quantity)) return DEFAULT_QUANTITY;
  return Math.min(ceiling, Math.max(1, Math.floor(quantity)));
}

/** Spec 2.12 quantity picker: "a list from 1 to maxQuantity", never longer than the ceiling. */
export function quantityChoices(max: number): number[] {
  return Array.from({ length: lineCeiling(max) }, (_, i) => i + 1);
}
