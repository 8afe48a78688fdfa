/**
 * Storage that replaces the browser's for the whole page: set only in a studio preview frame,
 * which plays a made-up shopper and must never read or write the editor's own session, cart,
 * store or answered popups (localStorage and cookies are shared by every tab of the origin).
 */
let isolated: { local: Storage; session: Storage } | null = null;

/** From now on this page keeps its storage in memory. Browser only, before the app starts. */
export function isolatePageStorage(local: Storage, session: Storage): void {
  isolated = { local, session };
}

/** Whether this page keeps its storage in memory (it then writes no shopper cookie either). */
export const pageStorageIsolated = (): boolean => isolated !== null;

/**
 * The browser's localStorage, when it can be used. Merely reading window.localStorage throws a
 * SecurityError in sandboxed frames and with storage blocked, so the lookup itself is guarded.
 */
export function browserStorage(): Storage | null {
  if (isolated) return isolated.local;
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : null;
  } catch {
    return null;
  }
}

/** The browser's sessionStorage (this tab's session), guarded the same way. */
export function browserSessionStorage(): Storage | null {
  if (isolated) return isolated.session;
  try {
    return typeof globalThis.sessionStorage === 'object' ? globalThis.sessionStorage : null;
  } catch {
    return null;
  }
}

/** A Storage kept in memory, for tests and stories that must not share state. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}
