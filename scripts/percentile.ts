/**
 * The p-th percentile by the nearest-rank method: sort the values, take the one at rank
 * ⌈p/100 × n⌉ (counted from 1; at least the first). Always a value some page view measured,
 * never one between two, so "75% of page views had an LCP of at most this" holds exactly.
 * Null for no values.
 */
export function nearestRank(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}
