/**
 * Counts attempts per key in fixed windows (e.g. sign-ins per address per minute), so guessing
 * passwords is slow. The keys it remembers are capped too (the oldest goes first): the counting
 * itself must not grow without bound under a flood of new keys.
 */
import { keepLatestEntry } from '../fixtures/mocks/bounded';

export type AttemptLimiterOptions = {
  /** Attempts allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most. */
  keysKept?: number;
  /** The clock, in ms (tests pass a fake one). */
  now?: () => number;
};

export const ATTEMPT_KEYS_KEPT = 10_000;

export type AttemptLimiter = {
  /** Counts an attempt for `key`; false when it goes beyond the window's limit. */
  attempt(key: string): boolean;
};

export function createAttemptLimiter({
  limit,
  windowMs,
  keysKept = ATTEMPT_KEYS_KEPT,
  now = Date.now,
}: AttemptLimiterOptions): AttemptLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    attempt(key) {
      const time = now();
      let window = windows.get(key);
      if (window === undefined || time - window.startedAt >= windowMs) {
        window = { startedAt: time, count: 0 };
        windows.delete(key);
        keepLatestEntry(windows, key, window, keysKept);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
