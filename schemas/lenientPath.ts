/**
 * Path helpers for parseLenient: reading and removing values inside plain JSON data, and
 * remembering which array items were dropped so diagnostics can name the input's own indexes.
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

/** Removes the value at a non-empty path; returns true when an array item was spliced out. */
export function removeAt(root: unknown, path: readonly Segment[]): boolean {
  const last = path[path.length - 1];
  const parent = valueAt(root, path.slice(0, -1));
  if (last === undefined || !isRecord(parent)) return false;
  if (Array.isArray(parent) && typeof last === 'number') {
    parent.splice(last, 1);
    return true;
  }
  delete parent[last];
  return false;
}

/**
 * Splicing shifts later items, so a path seen in a later pass uses "current" indexes.
 * This ledger maps them back to the indexes of the original input, and forward to the output.
 */
export class RemovedItems {
  private readonly byArray = new Map<string, number[]>();

  toOriginal(path: readonly Segment[]): Segment[] {
    const original: Segment[] = [];
    for (const segment of path) {
      if (typeof segment !== 'number') {
        original.push(segment);
        continue;
      }
      let index = segment;
      for (const removed of this.removedIn(original)) if (removed <= index) index += 1;
      original.push(index);
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
        if (removed.includes(segment)) return null;
        output.push(segment - removed.filter((index) => index < segment).length);
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
    const key = this.key(originalPath.slice(0, -1));
    const list = this.byArray.get(key) ?? [];
    this.byArray.set(
      key,
      [...list, index].sort((a, b) => a - b),
    );
  }

  private removedIn(arrayPath: readonly Segment[]): readonly number[] {
    return this.byArray.get(this.key(arrayPath)) ?? [];
  }

  private key(path: readonly Segment[]): string {
    return JSON.stringify(path.map(String));
  }
}
