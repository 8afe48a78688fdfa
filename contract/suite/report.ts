/**
 * The run's output: one line per check (`PASS  GET /retailers  listRetailers`), a summary line,
 * and the results as JSON for --json.
 */
import type { CheckResult, Outcome } from './runner.ts';
import { cut } from './text.ts';

/** A line stays readable in a terminal and a CI log: the detail is cut beyond this. */
const DETAIL_MAX = 160;

const LABELS: Record<Outcome, string> = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' };

export function resultLine(result: CheckResult): string {
  const name = result.case === null ? result.operationId : `${result.operationId} [${result.case}]`;
  const detail = result.detail === null ? '' : `  ${cut(result.detail, DETAIL_MAX)}`;
  return `${LABELS[result.outcome]}  ${result.method} ${result.path}  ${name}${detail}`;
}

export type Summary = Record<Outcome, number> & { checks: number; operations: number };

export function summarize(results: readonly CheckResult[]): Summary {
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    checks: results.length,
    operations: new Set(results.map((r) => r.operationId)).size,
    pass: count('pass'),
    fail: count('fail'),
    skip: count('skip'),
  };
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function summaryLine(summary: Summary, baseUrl: string): string {
  const verdict =
    summary.fail === 0
      ? 'the backend meets the contract'
      : 'the backend does not meet the contract';
  const scope = `${counted(summary.checks, 'check')} of ${counted(summary.operations, 'operation')}`;
  return `${summary.pass} passed, ${summary.fail} failed, ${summary.skip} skipped (${scope} against ${baseUrl}): ${verdict}`;
}

export type RunRecord = {
  readonly baseUrl: string;
  readonly contractVersion: string;
  readonly account: { readonly kind: string; readonly email: string };
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly summary: Summary;
  readonly results: readonly CheckResult[];
};
