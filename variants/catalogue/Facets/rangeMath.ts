/** The range slider's arithmetic: positions, steps, keys and typed bounds. Pure, for its test. */
import type { RangeValue } from './types';

export type Thumb = 'min' | 'max';

export type Track = RangeValue & { step: number };

/** Two decimals at most: step arithmetic leaves 18.300000000000001. */
const rounded = (value: number) => Math.round(value * 100) / 100;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The nearest stop of the track (its ends are stops too). */
export function snap(value: number, { min, max, step }: Track): number {
  const stop = min + Math.round((value - min) / step) * step;
  return rounded(clamp(stop, min, max));
}

/** Where a value sits along the track, 0 to 1. */
export function fractionOf(value: number, { min, max }: RangeValue): number {
  return max > min ? clamp((value - min) / (max - min), 0, 1) : 0;
}

/** The stop at a fraction of the track (a pointer's place). */
export function valueAt(fraction: number, track: Track): number {
  return snap(track.min + clamp(fraction, 0, 1) * (track.max - track.min), track);
}

/** A thumb moved to `value`, never past the other one. */
export function moveThumb(range: RangeValue, thumb: Thumb, value: number): RangeValue {
  return thumb === 'min'
    ? { ...range, min: Math.min(value, range.max) }
    : { ...range, max: Math.max(value, range.min) };
}

/** The thumb a press on the track moves: the nearer one; beyond both, the one on that side. */
export function nearestThumb(range: RangeValue, value: number): Thumb {
  if (value <= range.min) return 'min';
  if (value >= range.max) return 'max';
  return value - range.min < range.max - value ? 'min' : 'max';
}

/** A page of keys: a tenth of the track, at least one step. */
const PAGE_STEPS = 10;

/**
 * A thumb's value after a key (the slider keys of WAI-ARIA's practices): arrows one step, Page Up
 * and Down ten, Home and End the track's ends; null for any other key.
 */
export function keyedValue(key: string, value: number, track: Track): number | null {
  const moves: Readonly<Record<string, number>> = {
    ArrowRight: track.step,
    ArrowUp: track.step,
    ArrowLeft: -track.step,
    ArrowDown: -track.step,
    PageUp: track.step * PAGE_STEPS,
    PageDown: -track.step * PAGE_STEPS,
  };
  if (key === 'Home') return track.min;
  if (key === 'End') return track.max;
  const move = moves[key];
  return move === undefined ? null : snap(value + move, track);
}

/** A typed bound: "18", "18.5", "18,5" or ".5"; null when it is no number. */
export function parseTyped(text: string): number | null {
  const value = text.trim().replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? rounded(Number(value)) : null;
}

/** A typed bound within the track (not snapped: a shopper may type between stops). */
export function typedValue(text: string, track: Track): number | null {
  const value = parseTyped(text);
  return value === null ? null : clamp(value, track.min, track.max);
}

export const formatValue = (value: number) => String(rounded(value));
