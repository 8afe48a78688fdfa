import type { STORED_SCHEMAS } from './storedSchemas';

export type StoredSchemas = typeof STORED_SCHEMAS;

let loaded: StoredSchemas | null = null;

/** Loads the stored keys' schemas (with zod) once; needed only when there is something to read. */
export async function loadStoredSchemas(): Promise<StoredSchemas> {
  loaded ??= (await import('./storedSchemas')).STORED_SCHEMAS;
  return loaded;
}

/** The stored keys' schemas; readers call loadStoredSchemas() before reading a stored value. */
export function storedSchemas(): StoredSchemas {
  if (loaded === null) throw new Error('A stored value was read before loadStoredSchemas()');
  return loaded;
}

/** Whether any of `keys` holds a value in `storage` (an unreadable storage counts: it is read to
 * report why). */
export function holdsAny(storage: Storage | null, keys: readonly string[]): boolean {
  if (storage === null) return false;
  try {
    return keys.some((key) => storage.getItem(key) !== null);
  } catch {
    return true;
  }
}

/** Runs `read` now when the schemas are loaded, else once they are (another tab's write). */
export function withStoredSchemas(read: () => void): void {
  if (loaded !== null) read();
  else void loadStoredSchemas().then(read);
}
