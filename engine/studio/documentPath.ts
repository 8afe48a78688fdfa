/** Reads and writes one value of the raw site document (JSON) by path, without mutating it. */
import { firstFlagged, flagName } from '../../schemas/layout';
import type { FamilyFlags, Segment } from './formFields';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function valueAt(document: unknown, path: readonly Segment[]): unknown {
  let current = document;
  for (const segment of path) {
    if (typeof segment === 'number')
      current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) ? current[segment] : undefined;
  }
  return current;
}

/** A copy of `document` with `value` at `path`; missing containers are created on the way. */
export function withValueAt(document: unknown, path: readonly Segment[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(document) ? [...(document as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const record = isRecord(document) ? { ...document } : {};
  record[head] = withValueAt(record[head], rest, value);
  return record;
}

/** The variant a flag object selects (first true flag), or the first variant when none is. */
export function selectedVariant(flags: unknown, family: FamilyFlags): string {
  const record = isRecord(flags) ? flags : {};
  const first = family.variants[0] ?? '';
  return firstFlagged(record, family.prefix, family.variants, first);
}

/** Turns exactly one flag of the family on, so no earlier true flag can still win. */
export function withVariant(flags: unknown, family: FamilyFlags, variant: string): unknown {
  const record: Record<string, unknown> = isRecord(flags) ? { ...flags } : {};
  for (const v of family.variants) record[flagName(family.prefix, v)] = v === variant;
  return record;
}
