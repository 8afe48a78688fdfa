/**
 * An in-process cache of answers every guest page shares (the CMS settings, the store list), so a
 * busy server asks the API for each about once per `ttlMs` instead of once per page:
 *
 * - fresh for `ttlMs`: answered without a call;
 * - then stale for up to `staleMs`: answered at once while one call refreshes it in the background;
 * - a refresh that fails keeps the last good answer (logged once until a refresh succeeds again),
 *   and the next refresh waits `retryMs`, so a failing API is not asked at the pages' rate;
 * - older than that, or never loaded: the caller waits for the call, and its failure is the
 *   caller's; a failure is never kept as an answer;
 * - one call at a time per key, however many callers wait for it;
 * - at most `maxEntries` keys, the least recently read dropped first, so distinct keys by the
 *   thousand cannot grow the memory.
 */
import type { Logger } from './logger';

export const DATA_CACHE_DEFAULTS = {
  staleMs: 10 * 60 * 1000,
  retryMs: 5_000,
  maxEntries: 200,
} as const;

export type DataCacheOptions = {
  ttlMs: number;
  staleMs?: number;
  retryMs?: number;
  maxEntries?: number;
  /** What the log lines call an answer of this cache ("API answer", "sitemap catalogue"). */
  name: string;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** The clock, in ms (tests pass a fake one). */
  now?: () => number;
};

export type DataCache<V> = {
  /**
   * The answer under `key`, from `load` when there is none to give. `label` names the key in log
   * lines (a key may hold what a log must not: a visitor's sandbox id).
   */
  read(key: string, load: () => Promise<V>, label?: string): Promise<V>;
  /** Keys held, loading ones included. */
  readonly size: number;
};

type Entry<V> = {
  label: string;
  kept: { value: V; at: number } | null;
  loading: Promise<V> | null;
  /** A refresh failed and none has succeeded since: the failure is logged once. */
  failing: boolean;
  /** No background refresh before this instant (after a failed one). */
  retryAt: number;
};

export function createDataCache<V>({
  ttlMs,
  staleMs = DATA_CACHE_DEFAULTS.staleMs,
  retryMs = DATA_CACHE_DEFAULTS.retryMs,
  maxEntries = DATA_CACHE_DEFAULTS.maxEntries,
  name,
  logger,
  now = Date.now,
}: DataCacheOptions): DataCache<V> {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recent first.
  const entries = new Map<string, Entry<V>>();

  const load = (key: string, entry: Entry<V>, loader: () => Promise<V>): Promise<V> => {
    const loading = loader().then(
      (value) => {
        if (entry.failing) logger?.info({ key: entry.label }, `The ${name} is fresh again.`);
        entry.kept = { value, at: now() };
        entry.loading = null;
        entry.failing = false;
        entry.retryAt = 0;
        return value;
      },
      (error: unknown) => {
        entry.loading = null;
        if (entry.kept === null) {
          if (entries.get(key) === entry) entries.delete(key);
        } else {
          entry.retryAt = now() + retryMs;
          if (!entry.failing) {
            logger?.warn(
              { key: entry.label, err: error },
              `The ${name} could not be refreshed: the last good one is served until it can.`,
            );
          }
          entry.failing = true;
        }
        throw error;
      },
    );
    entry.loading = loading;
    return loading;
  };

  return {
    get size() {
      return entries.size;
    },
    read(key, loader, label = key) {
      const at = now();
      const found = entries.get(key);
      const entry = found ?? { label, kept: null, loading: null, failing: false, retryAt: 0 };
      entries.delete(key);
      entries.set(key, entry);
      if (found === undefined) {
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      const age = entry.kept === null ? Infinity : at - entry.kept.at;
      if (entry.kept !== null && age < ttlMs) return Promise.resolve(entry.kept.value);
      if (entry.kept !== null && age < ttlMs + staleMs) {
        if (entry.loading === null && at >= entry.retryAt) {
          // The caller has its answer: the refresh's failure is logged above, not theirs.
          load(key, entry, loader).catch(() => undefined);
        }
        return Promise.resolve(entry.kept.value);
      }
      // Too old to answer with: callers wait for the call, and share its failure.
      entry.kept = null;
      entry.failing = false;
      return entry.loading ?? load(key, entry, loader);
    },
  };
}
