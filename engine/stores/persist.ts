import { subscribe } from 'valtio';
import type { z } from 'zod';
import { reportDiagnostic } from './diagnosticsLog';

export type PersistOptions = {
  /** null turns persistence off (server rendering, stories that must stay isolated). */
  storage: Storage | null;
};

const SOURCE = 'localStorage';

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Reads and validates one stored value; anything unusable is reported and left out. */
function load<V>(
  storage: Storage,
  key: string,
  schema: z.ZodType<V>,
): { found: true; value: V } | { found: false } {
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
  if (text === null) return { found: false };
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
  const parsed = schema.safeParse(raw);
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
  return { found: true, value: parsed.data };
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

/**
 * Keeps `store[key]` in localStorage under the same key (the spec 9 key names double as field
 * names). Loads once now, validating with `schema`; corrupted or invalid values are discarded with
 * a diagnostic, never a crash. Afterwards writes whenever the field changes. Returns a stop function.
 */
export function persist<T extends object, K extends keyof T & string>(
  store: T,
  key: K,
  schema: z.ZodType<T[K]>,
  { storage }: PersistOptions,
): () => void {
  if (storage === null) return () => undefined;
  const stored = load(storage, key, schema);
  if (stored.found) store[key] = stored.value;

  let lastWritten = JSON.stringify(store[key]);
  return subscribe(store, () => {
    const current = store[key];
    const text = JSON.stringify(current);
    // valtio reports every change in the store; only this field's changes need a write.
    if (text === lastWritten) return;
    lastWritten = text;
    save(storage, key, current);
  });
}

/**
 * Keeps several fields of `store` in localStorage as one object under `key` (for values the spec
 * does not name one key each). Same load, validation and write rules as persist().
 */
export function persistFields<T extends object, K extends keyof T & string>(
  store: T,
  key: string,
  fields: readonly K[],
  schema: z.ZodType<Pick<T, K>>,
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
