/**
 * Store distance as the spec words it (2.11, §9): miles to 2 decimals, then " Miles". No digit
 * grouping, so every locale reads the same figure the retailer sees in its own tools.
 */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(2)} Miles`;
}
