/**
 * Reading answers the suite knows nothing of beforehand: narrowing `unknown` JSON, and finding
 * the list or the record in spec 7.1's envelopes, as the storefront reads them.
 */
export type JsonObject = { [key: string]: unknown };

export const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `keys`, one level per key; undefined when a level is missing. */
export function at(value: unknown, ...keys: readonly string[]): unknown {
  let found = value;
  for (const key of keys) {
    if (!isRecord(found)) return undefined;
    found = found[key];
  }
  return found;
}

/** An id or slug as text: ids may travel as text or as numbers (spec 7.1). */
export function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The first of `keys` that holds an id or slug. */
export function firstId(record: unknown, ...keys: readonly string[]): string | null {
  for (const key of keys) {
    const found = idText(at(record, key));
    if (found !== null) return found;
  }
  return null;
}

/** A page's items: `{ data: { data: [...] } }`, or a plain list in `data` (spec 7.1). */
export function listIn(body: unknown): unknown[] {
  const paged = at(body, 'data', 'data');
  if (Array.isArray(paged)) return paged;
  const plain = at(body, 'data');
  return Array.isArray(plain) ? plain : [];
}

/** A single record's data: the object itself, or the first item of a list (spec 7.1). */
export function recordIn(body: unknown): JsonObject | null {
  const data = at(body, 'data');
  if (Array.isArray(data)) return isRecord(data[0]) ? data[0] : null;
  return isRecord(data) ? data : null;
}
