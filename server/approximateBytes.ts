/**
 * Roughly how much memory a value's data takes: strings by their length, files by their size,
 * everything else a few bytes. Cheap enough to run on every write to the embedded mock, which
 * uses it to keep each visitor's sandbox within a budget (mockApi.ts). Iterative, so a deeply
 * nested posted body cannot overflow the stack; each object is counted once.
 */
const SCALAR_BYTES = 8;

export function approximateBytes(root: unknown): number {
  let bytes = 0;
  const seen = new WeakSet<object>();
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      bytes += value.length;
      continue;
    }
    if (typeof value !== 'object' || value === null) {
      bytes += SCALAR_BYTES;
      continue;
    }
    if (seen.has(value)) continue;
    seen.add(value);
    bytes += SCALAR_BYTES;
    if (value instanceof Blob) bytes += value.size;
    else if (value instanceof Map) for (const [key, item] of value) pending.push(key, item);
    else if (Array.isArray(value)) for (const item of value) pending.push(item);
    else
      for (const [key, item] of Object.entries(value)) {
        bytes += key.length;
        pending.push(item);
      }
  }
  return bytes;
}
