/**
 * Field-by-field lenient parsing. Schemas in this folder give every field a default; a value that
 * fails validation is removed from a copy of the input so its default applies, and each removal is
 * reported as a Diagnostic. One bad field never costs the rest of the payload.
 */
import type { z } from 'zod';
import { RemovedItems, formatPath, isRecord, removeAt, valueAt, type Segment } from './lenientPath';

export type Diagnostic = { source: string; path: string; problem: string; used: string };

export type LenientResult<T> = { value: T; diagnostics: Diagnostic[] };

/** Each pass fixes every issue zod reports; nested problems surface a level per pass at most. */
const MAX_PASSES = 50;
/** Received values are quoted briefly; the value used may be a whole default object. */
const RECEIVED_LENGTH = 60;
const USED_LENGTH = 160;

type Fix = {
  /** Path in the original input's indexes. */
  target: Segment[];
  problems: string[];
  spliced: boolean;
};

/**
 * Parses `input` with `schema`, never failing on bad data: invalid values fall back to their
 * defaults, junk array items are dropped, a non-object root becomes all defaults. Only a schema
 * that cannot parse an empty object (a programming error, caught by the tests) throws.
 */
export function parseLenient<S extends z.ZodType>(
  schema: S,
  input: unknown,
  source: string,
): LenientResult<z.output<S>> {
  let data = copyOf(input);
  const ledger = new RemovedItems();
  const fixes: Fix[] = [];

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const result = schema.safeParse(data);
    if (result.success) {
      const diagnostics = fixes.map((fix) => toDiagnostic(fix, result.data, ledger, source));
      return { value: result.data, diagnostics };
    }
    const passFixes = planFixes(result.error.issues, data, ledger);
    const root = passFixes.find((fix) => fix.target.length === 0);
    if (root) {
      if (isEmptyContainer(data)) break;
      data = emptyLike(result.error.issues);
      fixes.push(root);
      continue;
    }
    applyFixes(passFixes, data, ledger);
    fixes.push(...passFixes);
  }
  return lastResort(schema, source);
}

function planFixes(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  ledger: RemovedItems,
): Fix[] {
  const byTarget = new Map<string, Fix>();
  for (const issue of issues) {
    const issuePath = [...issue.path];
    let target = issuePath;
    // A missing required value cannot be removed: drop its nearest existing container instead.
    while (target.length > 0 && valueAt(data, target) === undefined) target = target.slice(0, -1);
    const missingPart = formatPath(issuePath.slice(target.length));
    const problem = describeProblem(issue, valueAt(data, issuePath));
    const original = ledger.toOriginal(target);
    const key = JSON.stringify(original.map(String));
    const fix = byTarget.get(key) ?? { target: original, problems: [], spliced: false };
    fix.problems.push(target.length < issuePath.length ? `${missingPart}: ${problem}` : problem);
    byTarget.set(key, fix);
  }
  const fixes = [...byTarget.values()];
  // Removing a container already removes whatever problems lie inside it.
  return fixes.filter((fix) => !fixes.some((other) => isStrictPrefix(other.target, fix.target)));
}

function applyFixes(fixes: Fix[], data: unknown, ledger: RemovedItems): void {
  // Current paths are taken before any splice, then removed deepest and highest index first.
  const planned = fixes.map((fix) => ({ fix, current: ledger.toOutput(fix.target) ?? [] }));
  planned.sort((a, b) => compareForRemoval(a.current, b.current));
  for (const { fix, current } of planned) fix.spliced = removeAt(data, current);
  for (const { fix } of planned) if (fix.spliced) ledger.record(fix.target);
}

function compareForRemoval(a: readonly Segment[], b: readonly Segment[]): number {
  if (a.length !== b.length) return b.length - a.length;
  const lastA = a[a.length - 1];
  const lastB = b[b.length - 1];
  return typeof lastA === 'number' && typeof lastB === 'number' ? lastB - lastA : 0;
}

function isStrictPrefix(prefix: readonly Segment[], path: readonly Segment[]): boolean {
  return (
    prefix.length < path.length &&
    prefix.every((segment, index) => String(segment) === String(path[index]))
  );
}

function toDiagnostic(fix: Fix, output: unknown, ledger: RemovedItems, source: string): Diagnostic {
  const base = { source, path: formatPath(fix.target), problem: fix.problems.join('; ') };
  if (fix.target.length === 0) return { ...base, used: 'defaults' };
  const outputPath = fix.spliced ? null : ledger.toOutput(fix.target);
  if (outputPath === null) return { ...base, used: 'removed' };
  const used = valueAt(output, outputPath);
  // An optional field or a record entry without a default is simply gone.
  return { ...base, used: used === undefined ? 'removed' : preview(used, USED_LENGTH) };
}

function describeProblem(issue: z.core.$ZodIssue, received: unknown): string {
  const message = issue.message.replace(/^Invalid (input|option): /, '');
  return message.includes('received')
    ? message
    : `${message}, received ${preview(received, RECEIVED_LENGTH)}`;
}

function preview(value: unknown, maxLength: number): string {
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

function isEmptyContainer(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length === 0;
}

function emptyLike(issues: readonly z.core.$ZodIssue[]): unknown {
  const rootIssue = issues.find((issue) => issue.path.length === 0);
  return rootIssue?.code === 'invalid_type' && rootIssue.expected === 'array' ? [] : {};
}

/** A private copy, so removals never touch the caller's data; uncopyable input counts as absent. */
function copyOf(input: unknown): unknown {
  try {
    return structuredClone(input);
  } catch {
    return undefined;
  }
}

function lastResort<S extends z.ZodType>(schema: S, source: string): LenientResult<z.output<S>> {
  const diagnostics: Diagnostic[] = [
    { source, path: '(root)', problem: 'could not be repaired', used: 'defaults' },
  ];
  for (const empty of [{}, [], undefined]) {
    const result = schema.safeParse(empty);
    if (result.success) return { value: result.data, diagnostics };
  }
  throw new TypeError(`parseLenient(${source}): the schema has no defaults for an empty input`);
}
