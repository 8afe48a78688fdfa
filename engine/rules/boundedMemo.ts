/**
 * A pure function of a string, remembered for the most recently used inputs: the server renders
 * the same CMS texts for every shopper, so their costly results (sanitised HTML) are made once.
 * Bounded in entries and in the size of what it keeps, so no input can grow it without end.
 */
export type BoundedMemoLimits = {
  /** Results kept; the least recently used goes first. */
  entries: number;
  /** Inputs longer than this are computed each time and never kept. */
  maxInputLength: number;
};

export function boundedMemo(
  compute: (input: string) => string,
  { entries, maxInputLength }: BoundedMemoLimits,
): (input: string) => string {
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest first.
  const kept = new Map<string, string>();
  return (input) => {
    if (input.length > maxInputLength) return compute(input);
    const hit = kept.get(input);
    if (hit !== undefined) {
      kept.delete(input);
      kept.set(input, hit);
      return hit;
    }
    const result = compute(input);
    kept.set(input, result);
    if (kept.size > entries) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) kept.delete(oldest.value);
    }
    return result;
  };
}
