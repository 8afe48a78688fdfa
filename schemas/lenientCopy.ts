/**
 * parseLenient's private copy of its input, within limits: a container nested
 * deeper than MAX_DEPTH, a function or a value that cannot be read is cut where it sits, so one
 * hostile field never costs the rest of the payload (structuredClone of the whole input would
 * throw and lose everything) and zod never recurses deeper than the limit.
 */
import { isRecord, type Segment } from './lenientPath';

/** Far deeper than any real CMS or API payload, far shallower than any call stack. */
export const MAX_DEPTH = 64;

export type Cut = {
  /** Path in the original input's indexes. */
  path: Segment[];
  problem: string;
  /** True when an array item was left out, shifting the later items. */
  spliced: boolean;
};

const CUT = Symbol('cut');

export function copyWithinLimits(input: unknown): { data: unknown; cuts: Cut[] } {
  const copier = new Copier();
  const data = copier.child(input, []);
  return { data: data === CUT ? undefined : data, cuts: copier.cuts };
}

class Copier {
  readonly cuts: Cut[] = [];
  /** Shared objects stay shared, as with structuredClone, so shared input cannot blow up. */
  private readonly copies = new Map<object, unknown>();
  private readonly ancestors = new Set<object>();

  /** Copies the value found at `path`, or returns CUT after recording why. */
  child(value: unknown, path: Segment[]): unknown {
    if (typeof value === 'function' || typeof value === 'symbol') {
      return this.cut(path, 'not JSON data');
    }
    if (!isRecord(value)) return value;
    const known = this.copies.get(value);
    if (known !== undefined) return known;
    if (this.ancestors.has(value)) return this.cut(path, 'refers to itself');
    if (path.length > MAX_DEPTH) return this.cut(path, `nested deeper than ${MAX_DEPTH} levels`);
    this.ancestors.add(value);
    try {
      const copy = this.container(value, path);
      this.copies.set(value, copy);
      return copy;
    } catch {
      return this.cut(path, 'could not be read');
    } finally {
      this.ancestors.delete(value);
    }
  }

  private container(value: Record<PropertyKey, unknown>, path: Segment[]): unknown {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (let index = 0; index < value.length; index += 1) {
        const item = this.at(value, index, path);
        if (item !== CUT) out.push(item);
      }
      return out;
    }
    const prototype: unknown = Object.getPrototypeOf(value);
    // Dates and the like are no JSON either way; structuredClone keeps what it can.
    if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = this.at(value, key, path);
      // defineProperty, so a "__proto__" key from JSON stays data instead of a prototype.
      if (item !== CUT) {
        Object.defineProperty(out, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return out;
  }

  private at(container: Record<PropertyKey, unknown>, key: Segment, path: Segment[]): unknown {
    path.push(key);
    try {
      return this.child(container[key], path);
    } catch {
      return this.cut(path, 'could not be read');
    } finally {
      path.pop();
    }
  }

  private cut(path: readonly Segment[], problem: string): typeof CUT {
    const last = path[path.length - 1];
    this.cuts.push({ path: [...path], problem, spliced: typeof last === 'number' });
    return CUT;
  }
}
