/**
 * The failure checks read off the contract itself, each after the step it varies: a call that
 * names a record and documents a 404 is made for a record that does not exist, and a signed-in
 * call that documents a 401 is made with a token that is nobody's. Not for a call whose answer
 * the storefront does not read: signing out with a spent token may well succeed.
 */
import type { Contract, ContractOperation } from './document.ts';
import type { Facts } from './facts.ts';
import { isSkip, skip, type Call, type Skip, type Step } from './step.ts';

export const INVALID_TOKEN = 'contract-suite-invalid-token';

const unknownValue = (facts: Facts) => `contract-suite-unknown-${facts.runId}`;

/**
 * The step's own call. When it cannot be made, a read is made with made-up path values still; a
 * write is not, since it would go without its body.
 */
function baseCall(made: Call | Skip, operation: ContractOperation, facts: Facts): Call | Skip {
  if (!isSkip(made)) return made;
  if (operation.method !== 'get') return made;
  return {
    pathParams: Object.fromEntries(operation.pathParams.map((name) => [name, unknownValue(facts)])),
  };
}

const answerIsRead = (operation: ContractOperation) =>
  Object.entries(operation.answers).some(
    ([key, answer]) => key.startsWith('2') && answer.schema !== null,
  );

function casesOf(step: Step, operation: ContractOperation): Step[] {
  const cases: Step[] = [];
  const last = operation.pathParams.at(-1);
  if (last !== undefined && operation.answers['404'] !== undefined)
    cases.push({
      operationId: step.operationId,
      case: `unknown ${last}`,
      failure: [404],
      uses: step.uses,
      call: (facts) => {
        const base = baseCall(step.call(facts), operation, facts);
        if (isSkip(base)) return skip(base.skip);
        return { ...base, pathParams: { ...base.pathParams, [last]: unknownValue(facts) } };
      },
    });
  if (operation.bearer && operation.answers['401'] !== undefined && answerIsRead(operation))
    cases.push({
      operationId: step.operationId,
      case: 'invalid token',
      failure: [401],
      uses: step.uses,
      call: (facts) => {
        const base = baseCall(step.call(facts), operation, facts);
        return isSkip(base) ? base : { ...base, token: INVALID_TOKEN };
      },
    });
  return cases;
}

/** The steps, each operation's own followed by its failure checks. */
export function withDerivedCases(steps: readonly Step[], contract: Contract): Step[] {
  const operations = new Map(
    contract.operations.map((operation) => [operation.operationId, operation]),
  );
  return steps.flatMap((step) => {
    const operation = operations.get(step.operationId);
    if (step.case !== undefined || operation === undefined) return [step];
    // Closing the account stays the very last call.
    return step.cleanup === true
      ? [...casesOf(step, operation), step]
      : [step, ...casesOf(step, operation)];
  });
}
