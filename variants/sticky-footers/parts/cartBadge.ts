import type { CartBadgeRule } from '../types';

/** Above this the cap99 design reads "99+" (spec §9). */
const CAP = 99;

/**
 * The cart badge's text per the design's rule (spec 2.10, §9), or null when no badge shows.
 * Counts come from the cart store; anything below 0 or fractional is treated as whole items.
 */
export function cartBadgeText(count: number, rule: CartBadgeRule): string | null {
  const items = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (items === 0 && rule !== 'showZero') return null;
  if (rule === 'cap99' && items > CAP) return `${CAP}+`;
  return String(items);
}

/**
 * The count said with the Cart link ("3 items") as its description, because the badge itself is
 * decorative. It repeats what the badge shows ("99+ items") so speech users hear what others see.
 */
export function cartCountText(badge: string | null): string | null {
  if (badge === null) return null;
  return badge === '1' ? '1 item' : `${badge} items`;
}
