/**
 * How many nav items fit inline (priority-plus navigation): the largest k whose first k widths,
 * plus the "More" trigger when anything is left over, fit the available width.
 */
export function fitCount(widths: readonly number[], moreWidth: number, available: number): number {
  let used = widths.reduce((sum, width) => sum + width, 0);
  if (used <= available) return widths.length;
  for (let count = widths.length - 1; count >= 0; count -= 1) {
    used -= widths[count] ?? 0;
    if (used + moreWidth <= available) return count;
  }
  return 0;
}
