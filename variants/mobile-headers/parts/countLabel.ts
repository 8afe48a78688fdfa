import { badgeText } from '../../../ui/Badge';

/** Badge cap (spec §9: "99+"). */
export const BADGE_MAX = 99;

/**
 * "Cart, 3 items": the count lives in the name because the badge is decorative. It reads what
 * the badge shows ("99+"), so speech users can say what they see (WCAG 2.5.3).
 */
export function countLabel(name: string, count: number): string {
  if (count <= 0) return name;
  return `${name}, ${badgeText(count, BADGE_MAX)} ${count === 1 ? 'item' : 'items'}`;
}
