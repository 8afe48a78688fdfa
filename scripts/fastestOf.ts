/**
 * Milliseconds of the fastest of three runs of `run`, for the unit tests that check a cost grows
 * linearly: a busy machine (a CI neighbour, a garbage collection) only ever adds time, so the
 * fastest run is the one that measures the code.
 */
export function fastestOf(run: () => void): number {
  const times = [0, 1, 2].map(() => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return Math.min(...times);
}
