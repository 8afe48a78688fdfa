/**
 * Runs a plan against a backend, one call at a time and in order (later calls use earlier
 * answers). With `--only`, the selected operations' checks run together with the calls they
 * read from (reported only when those fail), and the disposable account is closed at the end
 * whatever was selected.
 */
import type { Contract, ContractOperation } from './document.ts';
import type { Facts } from './facts.ts';
import { send } from './http.ts';
import { judge } from './judge.ts';
import type { JsonObject } from './json.ts';
import type { Plan } from './plan.ts';
import { requestFor } from './request.ts';
import type { SchemaCheck } from './schemaChecker.ts';
import { isSkip, type Step } from './step.ts';

export type Outcome = 'pass' | 'fail' | 'skip';

export type CheckResult = {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly case: string | null;
  readonly outcome: Outcome;
  /** What was wrong, or why it was skipped. */
  readonly detail: string | null;
  readonly status: number | null;
  readonly ms: number;
};

export type RunSettings = {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** The operations asked for; null: every one. */
  readonly only: ReadonlySet<string> | null;
  readonly checkerOf: (schema: JsonObject) => SchemaCheck;
  /** Each reported check (every one, or under `--only` the selected and the failed ones), as
   * soon as it is done; the run resolves to the same list. */
  readonly onResult: (result: CheckResult) => void;
};

/** The selected operations and every operation their checks read from, transitively. */
function neededOperations(plan: Plan, contract: Contract, only: ReadonlySet<string>) {
  const bearer = new Set(contract.operations.filter((op) => op.bearer).map((op) => op.operationId));
  const needed = new Set(only);
  let grew = true;
  while (grew) {
    grew = false;
    for (const step of plan.steps) {
      if (!needed.has(step.operationId)) continue;
      const uses = [
        ...(step.uses ?? []),
        ...(bearer.has(step.operationId) ? plan.sessionOperations : []),
      ];
      for (const used of uses)
        if (!needed.has(used)) {
          needed.add(used);
          grew = true;
        }
    }
  }
  return needed;
}

async function runStep(
  step: Step,
  operation: ContractOperation,
  facts: Facts,
  settings: RunSettings,
): Promise<Omit<CheckResult, 'operationId' | 'method' | 'path' | 'case'>> {
  const made = step.call(facts);
  if (isSkip(made)) return { outcome: 'skip', detail: made.skip, status: null, ms: 0 };
  const token = operation.bearer ? (made.token ?? facts.token) : null;
  if (operation.bearer && token === null)
    return {
      outcome: 'skip',
      detail: 'no session: no token from sign-up or sign-in',
      status: null,
      ms: 0,
    };
  const started = performance.now();
  const answer = await send(
    requestFor(settings.baseUrl, operation, made, token),
    settings.timeoutMs,
  );
  const ms = Math.round(performance.now() - started);
  const verdict = judge(operation, step, answer, settings.checkerOf);
  const succeeded = verdict.status !== null && verdict.status >= 200 && verdict.status < 300;
  // A success counts even when its body is wrong: sign-up made the account all the same.
  if (step.failure === undefined && succeeded) step.learn?.(verdict.body, facts);
  return {
    outcome: verdict.problem === null ? 'pass' : 'fail',
    detail: verdict.problem,
    status: verdict.status,
    ms,
  };
}

export async function runPlan(
  plan: Plan,
  contract: Contract,
  facts: Facts,
  settings: RunSettings,
): Promise<CheckResult[]> {
  const operations = new Map(contract.operations.map((op) => [op.operationId, op]));
  const { only } = settings;
  const selected = (id: string) => only === null || only.has(id);
  const needed = only === null ? null : neededOperations(plan, contract, only);
  const runs = (step: Step) =>
    step.cleanup === true ||
    selected(step.operationId) ||
    (step.case === undefined && needed !== null && needed.has(step.operationId));

  const results: CheckResult[] = [];
  const report = (result: CheckResult) => {
    if (!selected(result.operationId) && result.outcome !== 'fail') return;
    results.push(result);
    settings.onResult(result);
  };
  for (const step of plan.steps.filter(runs)) {
    const operation = operations.get(step.operationId);
    const where = { operationId: step.operationId, case: step.case ?? null };
    if (operation === undefined) {
      report({
        ...where,
        method: '?',
        path: '?',
        outcome: 'fail',
        detail: 'the suite calls an operation contract/openapi.json does not have',
        status: null,
        ms: 0,
      });
      continue;
    }
    const ran = await runStep(step, operation, facts, settings);
    report({ ...where, method: operation.method.toUpperCase(), path: operation.path, ...ran });
  }
  // An operation of the contract the plan has no call for is not checked: said, not hidden.
  const planned = new Set(plan.steps.map((step) => step.operationId));
  for (const operation of contract.operations)
    if (!planned.has(operation.operationId) && selected(operation.operationId))
      report({
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        case: null,
        outcome: 'skip',
        detail: 'the suite has no call for this operation yet',
        status: null,
        ms: 0,
      });
  return results;
}
