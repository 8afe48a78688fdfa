/**
 * Path helpers for parseLenient: reading and removing values inside plain JSON data, and
 * remembering which array items were dropped so diagnostics can name the input's own indexes.
 * Every helper costs O(path length), or O(log n) per index lookup, so repairing n bad items
 * stays linear.
 */
export type Segment = PropertyKey;

export function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

export function valueAt(root: unknown, path: readonly Segment[]): unknown {
  let current = root;
  for (const segment of path) {
    if (!isRecord(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/** "links[2].url" style, the way a person reads a JSON payload. */
export function formatPath(path: readonly Segment[]): string {
  if (path.length === 0) return '(root)';
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const name = String(segment);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

/** A map key for a path; "1" and 1 name the same item, as in zod's issue paths. */
export function pathKey(path: readonly Segment[]): string {
  return prefixKeys(path).at(-1) ?? '';
}

/** The keys of every prefix of `path`, shortest ("" for the root) to the whole path. */
export function prefixKeys(path: readonly Segment[]): string[] {
  const keys = [''];
  let key = '';
  for (const segment of path) {
    key += `${key === '' ? '' : ','}${JSON.stringify(String(segment))}`;
    keys.push(key);
  }
  return keys;
}

/**
 * Removes the values at non-empty paths (none a prefix of another) in one go: every parent is
 * found before anything moves, then object keys are deleted and each array is compacted once.
 * Returns, per path, whether it removed an array item.
 */
export function removeAll(root: unknown, paths: readonly (readonly Segment[])[]): boolean[] {
  const parents = paths.map((path) => valueAt(root, path.slice(0, -1)));
  const itemsByArray = new Map<unknown[], Set<number>>();
  const spliced = paths.map((path, at) => {
    const last = path[path.length - 1];
    const parent = parents[at];
    if (last === undefined || !isRecord(parent)) return false;
    if (Array.isArray(parent) && typeof last === 'number') {
      const items = itemsByArray.get(parent) ?? new Set<number>();
      itemsByArray.set(parent, items.add(last));
      return true;
    }
    delete parent[last];
    return false;
  });
  for (const [array, items] of itemsByArray) {
    let kept = 0;
    for (let index = 0; index < array.length; index += 1) {
      if (!items.has(index)) array[kept++] = array[index];
    }
    array.length = kept;
  }
  return spliced;
}

/**
 * Splicing shifts later items, so a path seen in a later pass uses "current" indexes.
 * This ledger maps them back to the indexes of the original input, and forward to the output.
 * Each array's removed indexes are kept sorted, so both directions are binary searches.
 */
export class RemovedItems {
  private readonly byArray = new Map<string, { sorted: number[]; pending: number[] }>();

  toOriginal(path: readonly Segment[]): Segment[] {
    const original: Segment[] = [];
    for (const segment of path) {
      if (typeof segment !== 'number') {
        original.push(segment);
        continue;
      }
      // r[j] - j is how many kept items precede removed item j: every removed item with at most
      // `segment` kept items before it lies before the current item.
      const removed = this.removedIn(original);
      original.push(segment + countWhile(removed, (index, rank) => index - rank <= segment));
    }
    return original;
  }

  /** Output path for an original path, or null when it (or an ancestor item) was removed. */
  toOutput(originalPath: readonly Segment[]): Segment[] | null {
    const output: Segment[] = [];
    const seen: Segment[] = [];
    for (const segment of originalPath) {
      if (typeof segment === 'number') {
        const removed = this.removedIn(seen);
        const before = countWhile(removed, (index) => index < segment);
        if (removed[before] === segment) return null;
        output.push(segment - before);
      } else {
        output.push(segment);
      }
      seen.push(segment);
    }
    return output;
  }

  record(originalPath: readonly Segment[]): void {
    const index = originalPath[originalPath.length - 1];
    if (typeof index !== 'number') return;
    const key = pathKey(originalPath.slice(0, -1));
    const entry = this.byArray.get(key) ?? { sorted: [], pending: [] };
    entry.pending.push(index);
    this.byArray.set(key, entry);
  }

  /** Sorted once per batch of records, not once per record. */
  private removedIn(arrayPath: readonly Segment[]): readonly number[] {
    const entry = this.byArray.get(pathKey(arrayPath));
    if (entry === undefined) return [];
    if (entry.pending.length > 0) {
      entry.sorted = [...entry.sorted, ...entry.pending].sort((a, b) => a - b);
      entry.pending = [];
    }
    return entry.sorted;
  }
}

/** How many leading items of `sorted` satisfy `test`, which holds for a prefix of it. */
function countWhile(sorted: readonly number[], test: (value: number, rank: number) => boolean) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(sorted[middle] ?? 0, middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
