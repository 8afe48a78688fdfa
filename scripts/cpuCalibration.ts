// Lighthouse's CPU slowdown, calibrated to the machine that runs the bench.
//
// Lighthouse throttles the CPU relative to the host: its default 4x turns a desktop with a
// benchmark index of about 1530 into the mid-range phone its mobile preset stands for. On a
// slower host the same 4x stands for a phone about twice as slow, and Lighthouse warns that the
// score suffers ("The tested device appears to have a slower CPU than Lighthouse expects").
// Lighthouse's throttling guide says to calibrate the multiplier from the host's benchmark index;
// this is the mapping its CPU-throttling calculator uses (docs/throttling.md, "Calibrating the
// CPU slowdown"), so a run here emulates the same phone as a run on Lighthouse's reference host.

/** Lighthouse's own multiplier, used when the host cannot be measured or the bench is asked to. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** Anchors of the calculator: [benchmark index, slowdown], straight lines between them. */
const ANCHORS: readonly (readonly [number, number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Above 1300, each 233 points of benchmark index adds 1x (1533 → 4x, 2000 → 6x). */
const POINTS_PER_STEP_ABOVE = 233;

/** The slowdown that makes a host with this benchmark index emulate Lighthouse's mobile phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const [first] = ANCHORS;
  const last = ANCHORS[ANCHORS.length - 1];
  if (first === undefined || last === undefined) return DEFAULT_CPU_SLOWDOWN;
  let slowdown: number;
  if (benchmarkIndex <= first[0]) slowdown = first[1];
  else if (benchmarkIndex >= last[0])
    slowdown = last[1] + (benchmarkIndex - last[0]) / POINTS_PER_STEP_ABOVE;
  else {
    const upper = ANCHORS.findIndex(([index]) => index >= benchmarkIndex);
    const [x1, y1] = ANCHORS[upper - 1] ?? first;
    const [x2, y2] = ANCHORS[upper] ?? last;
    slowdown = y1 + ((benchmarkIndex - x1) / (x2 - x1)) * (y2 - y1);
  }
  return Math.round(slowdown * 10) / 10;
}

/** The median of a few readings: one benchmark run on a shared machine can be far off. */
export function medianOf(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

/**
 * How far the host's speed during a run (Lighthouse's own reading) may stray from the reading the
 * slowdown was calibrated on: past this, the run emulated another phone than the preset's.
 */
export const CALIBRATION_DRIFT = 0.25;

/** Whether a calibrated run held: the host ran at about the speed it was calibrated for. */
export function calibrationHeld(calibratedIndex: number, inRunIndex: number): boolean {
  if (!Number.isFinite(calibratedIndex) || !Number.isFinite(inRunIndex)) return true;
  if (calibratedIndex <= 0 || inRunIndex <= 0) return true;
  const ratio = inRunIndex / calibratedIndex;
  return ratio >= 1 - CALIBRATION_DRIFT && ratio <= 1 / (1 - CALIBRATION_DRIFT);
}
