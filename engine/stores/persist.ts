import { subscribe } from 'valtio';
import type { $ZodType, util } from 'zod/v4/core';
import { reportDiagnostic } from './diagnosticsLog';

export type PersistOptions = {
  /** null turns persistence off (server rendering, stories that must stay isolated). */
  storage: Storage | null;
};

const SOURCE = 'localStorage';

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * A stored key's schema, asked for only when there is a stored text to check (it may be loaded
 * lazily: engine/stores/storedSchemasLoader). Named by type only, so this module loads no zod:
 * zod's classic and mini schemas both check a value themselves.
 */
export type LazySchema<V> = () => $ZodType<V> & {
  safeParse(data: unknown): util.SafeParseResult<V>;
};

type Loaded<V> = { found: true; value: V; text: string } | { found: false };

/** Validates one stored text; anything unusable is reported and left out. */
function decode<V>(key: string, text: string, schema: LazySchema<V>): Loaded<V> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    reportDiagnostic({
      source: SOURCE,
      path: key,
      problem: 'stored value is not valid JSON',
      used: 'default',
    });
    return { found: false };
  }
  const parsed = schema().safeParse(raw);
  if (!parsed.success) {
    const problem = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`)
      .join('; ');
    reportDiagnostic({
      source: SOURCE,
      path: key,
      problem: `stored value is invalid (${problem})`,
      used: 'default',
    });
    return { found: false };
  }
  return { found: true, value: parsed.data, text };
}

/** Reads and validates one stored value. */
function load<V>(storage: Storage, key: string, schema: LazySchema<V>): Loaded<V> {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    reportDiagnostic({
      source: SOURCE,
      path: key,
      problem: `could not be read (${describe(error)})`,
      used: 'default',
    });
    return { found: false };
  }
  return text === null ? { found: false } : decode(key, text, schema);
}

function save(storage: Storage, key: string, value: unknown): void {
  try {
    // null means "nothing chosen": removing the key keeps storage the way the spec's app left it.
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Quota exceeded or storage blocked: the app keeps working with in-memory state.
    reportDiagnostic({
      source: SOURCE,
      path: key,
      problem: `could not be written (${describe(error)})`,
      used: 'memory only',
    });
  }
}

/** Takes a text another tab stored for one key; false when it was unusable. */
type Adopter = (text: string | null) => boolean;
const adopters = new WeakMap<object, Map<string, Adopter>>();

/**
 * Another tab wrote `key` (or removed it: null): the store takes that value as the newer truth,
 * validated exactly like a load; a removed key brings back the field's empty value. Nothing is
 * written back: the value is in storage already, and a late echo could undo the other tab's next
 * write. Returns false when the key is not persisted from this store or the text is unusable.
 */
export function adoptStored(store: object, key: string, text: string | null): boolean {
  return adopters.get(store)?.get(key)?.(text) ?? false;
}

/**
 * Keeps `store[key]` in localStorage under the same key (the spec 9 key names double as field
 * names). Loads once now, validating with `schema`; corrupted or invalid values are discarded with
 * a diagnostic, never a crash. Afterwards writes whenever the field changes, and adoptStored()
 * takes other tabs' writes. Returns a stop function.
 */
export function persist<T extends object, K extends keyof T & string>(
  store: T,
  key: K,
  schema: LazySchema<T[K]>,
  { storage }: PersistOptions,
): () => void {
  if (storage === null) return () => undefined;
  const emptyText = JSON.stringify(store[key] ?? null);
  const stored = load(storage, key, schema);
  if (stored.found) store[key] = stored.value;

  let lastWritten = JSON.stringify(store[key]);
  // A repaired value (a line dropped, a quantity bounded) replaces the stored one at once.
  if (stored.found && stored.text !== lastWritten) save(storage, key, store[key]);
  const adopt: Adopter = (text) => {
    const next = decode(key, text ?? emptyText, schema);
    if (!next.found) return false;
    // Set before the change, so the write subscription below sees nothing new to save.
    lastWritten = JSON.stringify(next.value);
    store[key] = next.value;
    return true;
  };
  const own = adopters.get(store) ?? new Map<string, Adopter>();
  adopters.set(store, own.set(key, adopt));

  const unsubscribe = subscribe(store, () => {
    const current = store[key];
    const text = JSON.stringify(current);
    // valtio reports every change in the store; only this field's changes need a write.
    if (text === lastWritten) return;
    lastWritten = text;
    save(storage, key, current);
  });
  return () => {
    unsubscribe();
    if (own.get(key) === adopt) own.delete(key);
  };
}

/**
 * Keeps several fields of `store` in localStorage as one object under `key` (for values the spec
 * does not name one key each). Same load, validation and write rules as persist().
 */
export function persistFields<T extends object, K extends keyof T & string>(
  store: T,
  key: string,
  fields: readonly K[],
  schema: LazySchema<Pick<T, K>>,
  { storage }: PersistOptions,
): () => void {
  if (storage === null) return () => undefined;
  const pick = (): Pick<T, K> =>
    Object.fromEntries(fields.map((field) => [field, store[field]])) as Pick<T, K>;
  const stored = load(storage, key, schema);
  if (stored.found) Object.assign(store, stored.value);

  let lastWritten = JSON.stringify(pick());
  return subscribe(store, () => {
    const current = pick();
    const text = JSON.stringify(current);
    if (text === lastWritten) return;
    lastWritten = text;
    save(storage, key, current);
  });
}
