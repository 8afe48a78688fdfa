import { adoptStored } from './persist';

/** The parts of a StorageEvent the tabs' sync reads. */
export type StorageChange = {
  key: string | null;
  newValue: string | null;
  /** Compared by identity only: is it the storage this tab persists to? */
  storageArea: unknown;
};

/** One persisted field that follows other tabs; `afterAdopt` runs after the store took their value. */
export type SyncedKey = { store: object; key: string; afterAdopt?: () => void };

/**
 * Which of `keys` another tab changed in `storage`, with the text it left (null: removed).
 * storage.clear() in the other tab (key null) removes every key. Pure, for the tests.
 */
export function changedKeys(
  change: StorageChange,
  storage: Storage,
  keys: readonly string[],
): { key: string; text: string | null }[] {
  if (change.storageArea !== storage) return [];
  if (change.key === null) return keys.map((key) => ({ key, text: null }));
  return keys.includes(change.key) ? [{ key: change.key, text: change.newValue }] : [];
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads a storage event without trusting its type: the event target may be anything. */
function storageChange(event: Event): StorageChange | null {
  if (!('key' in event) || !('newValue' in event) || !('storageArea' in event)) return null;
  return {
    key: textOrNull(event.key),
    newValue: textOrNull(event.newValue),
    storageArea: event.storageArea,
  };
}

/**
 * Browsers fire "storage" in every other tab of the site when one tab writes localStorage. Each
 * synced key takes the other tab's value (its write is the newer truth, an emptied cart after an
 * order included). Returns the unsubscribe function; call it from an effect, never at load.
 */
export function listenToOtherTabs(
  target: EventTarget,
  storage: Storage,
  synced: readonly SyncedKey[],
  /** Runs the adoption once the values can be checked (their schemas may load lazily). */
  whenReadable: (adopt: () => void) => void = (adopt) => adopt(),
): () => void {
  const keys = synced.map((entry) => entry.key);
  const onStorage = (event: Event) => {
    const change = storageChange(event);
    if (change === null) return;
    const changed = changedKeys(change, storage, keys);
    if (changed.length === 0) return;
    whenReadable(() => {
      for (const { key, text } of changed) {
        const entry = synced.find((candidate) => candidate.key === key);
        if (entry && adoptStored(entry.store, key, text)) entry.afterAdopt?.();
      }
    });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
