/**
 * The visitors' sandboxes of the embedded mock (mockApi.ts), kept in memory with two bounds: one
 * unused for `idleMs` is dropped (the visitor has gone), and beyond `maxEntries` the least
 * recently used goes first, so a flood of new visitors costs memory up to a fixed amount only.
 */
export type SandboxStore<T> = {
  /** The value kept under `key`, now the most recently used; undefined when none (or expired). */
  get(key: string): T | undefined;
  /** Keeps `value` under `key` as the most recently used; returns it. */
  add(key: string, value: T): T;
  /** How many are kept now. */
  size(): number;
};

export type SandboxStoreOptions = {
  maxEntries: number;
  idleMs: number;
  /** The clock, in ms (tests pass a fake one). */
  now?: () => number;
};

export function createSandboxStore<T>({
  maxEntries,
  idleMs,
  now = Date.now,
}: SandboxStoreOptions): SandboxStore<T> {
  // A Map keeps insertion order: re-inserting on use puts the least recently used first, so the
  // idle ones are always a prefix of it.
  const entries = new Map<string, { value: T; usedAt: number }>();

  const dropIdle = (time: number) => {
    for (const [key, entry] of entries) {
      if (time - entry.usedAt < idleMs) return;
      entries.delete(key);
    }
  };

  const markUsed = (key: string, value: T, time: number) => {
    entries.delete(key);
    entries.set(key, { value, usedAt: time });
  };

  return {
    get(key) {
      const time = now();
      dropIdle(time);
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      markUsed(key, entry.value, time);
      return entry.value;
    },
    add(key, value) {
      const time = now();
      dropIdle(time);
      markUsed(key, value, time);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
    size: () => entries.size,
  };
}
