/**
 * Field-by-field lenient parsing. Schemas in this folder give every field a default; a value that
 * fails validation is removed from a copy of the input so its default applies, and each removal is
 * reported as a Diagnostic. One bad field never costs the rest of the payload.
 *
 * Costs stay linear in the input: each pass removes every value zod reported at
 * once, the copy cuts values nested deeper than MAX_DEPTH, and the diagnostics are capped.
 */
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { copyWithinLimits } from './lenientCopy';
import { ensureEnglishMessages } from './zodLocale';
import {
  RemovedItems,
  formatPath,
  isRecord,
  pathKey,
  prefixKeys,
  removeAll,
  valueAt,
  type Segment,
} from './lenientPath';

export type Diagnostic = { source: string; path: string; problem: string; used: string };

export type LenientResult<T> = { value: T; diagnostics: Diagnostic[] };

/** Each pass fixes every issue zod reports; nested problems surface a level per pass at most. */
const MAX_PASSES = 50;
/** Received values are quoted briefly; the value used may be a whole default object. */
const RECEIVED_LENGTH = 60;
const USED_LENGTH = 160;
/** Enough to see what is wrong; 16 000 junk items must not mean 16 000 log lines. */
export const MAX_DIAGNOSTICS = 100;

type Fix = {
  /** Path in the original input's indexes. */
  target: Segment[];
  problems: string[];
  spliced: boolean;
  /** Cut while copying: reported with the repair of a container around it, if any. */
  cut?: true;
};

/**
 * Parses `input` with `schema`, never failing on bad data: invalid values fall back to their
 * defaults, junk array items are dropped, a non-object root becomes all defaults. Only a schema
 * that cannot parse an empty object (a programming error, caught by the tests) throws.
 */
export function parseLenient<S extends $ZodType>(
  schema: S,
  input: unknown,
  source: string,
): LenientResult<output<S>> {
  ensureEnglishMessages();
  const ledger = new RemovedItems();
  const copied = copyWithinLimits(input);
  let data = copied.data;
  const fixes: Fix[] = copied.cuts.map((cut) => ({
    target: cut.path,
    problems: [cut.problem],
    spliced: cut.spliced,
    cut: true,
  }));
  for (const fix of fixes) if (fix.spliced) ledger.record(fix.target);

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const result = safeParse(schema, data);
    if (result.success) {
      return { value: result.data, diagnostics: diagnose(fixes, result.data, ledger, source) };
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
    for (const fix of passFixes) fixes.push(fix);
  }
  return lastResort(schema, source);
}

function planFixes(issues: readonly $ZodIssue[], data: unknown, ledger: RemovedItems): Fix[] {
  const byTarget = new Map<string, Fix>();
  for (const issue of issues) {
    const issuePath = [...issue.path];
    let target = issuePath;
    // A missing required value cannot be removed: drop its nearest existing container instead.
    while (target.length > 0 && valueAt(data, target) === undefined) target = target.slice(0, -1);
    const missingPart = formatPath(issuePath.slice(target.length));
    const problem = describeProblem(issue, valueAt(data, issuePath));
    const original = ledger.toOriginal(target);
    const key = pathKey(original);
    const fix = byTarget.get(key) ?? { target: original, problems: [], spliced: false };
    fix.problems.push(target.length < issuePath.length ? `${missingPart}: ${problem}` : problem);
    byTarget.set(key, fix);
  }
  // Removing a container already removes whatever problems lie inside it.
  return [...byTarget.values()].filter((fix) => enclosing(fix.target, byTarget, false) === null);
}

/** The fix whose target is the nearest strict (or, with orSelf, non-strict) prefix of `path`. */
function enclosing(path: readonly Segment[], byKey: Map<string, Fix>, orSelf: boolean): Fix | null {
  const keys = prefixKeys(path);
  for (let length = orSelf ? path.length : path.length - 1; length >= 0; length -= 1) {
    const fix = byKey.get(keys[length] ?? '');
    if (fix !== undefined) return fix;
  }
  return null;
}

function applyFixes(fixes: Fix[], data: unknown, ledger: RemovedItems): void {
  // Current paths are taken before anything is removed; removals then happen all at once.
  const spliced = removeAll(
    data,
    fixes.map((fix) => ledger.toOutput(fix.target) ?? []),
  );
  fixes.forEach((fix, at) => {
    fix.spliced = spliced[at] ?? false;
  });
  for (const fix of fixes) if (fix.spliced) ledger.record(fix.target);
}

function diagnose(fixes: Fix[], output: unknown, ledger: RemovedItems, source: string) {
  const repairs = new Map<string, Fix>();
  for (const fix of fixes) if (!fix.cut) repairs.set(pathKey(fix.target), fix);
  const reported: Fix[] = [];
  for (const fix of fixes) {
    const container = fix.cut ? enclosing(fix.target, repairs, true) : null;
    if (container === null) reported.push(fix);
    else for (const problem of fix.problems) addFirst(container.problems, problem);
  }
  const diagnostics = reported
    .slice(0, MAX_DIAGNOSTICS)
    .map((fix) => toDiagnostic(fix, output, ledger, source));
  const unlisted = reported.length - diagnostics.length;
  if (unlisted > 0) {
    diagnostics.push({
      source,
      path: '(more)',
      problem: `${unlisted} more problems like those above`,
      used: 'defaults or removed',
    });
  }
  return diagnostics;
}

/** The container's diagnostic says why it was cut first, once however many parts were. */
function addFirst(problems: string[], problem: string): void {
  if (!problems.includes(problem)) problems.unshift(problem);
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

function describeProblem(issue: $ZodIssue, received: unknown): string {
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

function emptyLike(issues: readonly $ZodIssue[]): unknown {
  const rootIssue = issues.find((issue) => issue.path.length === 0);
  return rootIssue?.code === 'invalid_type' && rootIssue.expected === 'array' ? [] : {};
}

function lastResort<S extends $ZodType>(schema: S, source: string): LenientResult<output<S>> {
  const diagnostics: Diagnostic[] = [
    { source, path: '(root)', problem: 'could not be repaired', used: 'defaults' },
  ];
  for (const empty of [{}, [], undefined]) {
    const result = safeParse(schema, empty);
    if (result.success) return { value: result.data, diagnostics };
  }
  throw new TypeError(`parseLenient(${source}): the schema has no defaults for an empty input`);
}
