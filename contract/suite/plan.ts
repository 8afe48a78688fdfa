/**
 * Every check of a run, in order: the session first (later calls need its token), then what any
 * visitor calls and the collector, then the signed-in shopper's calls, and the account's end last.
 */
import { withDerivedCases } from './derivedCases.ts';
import type { Contract } from './document.ts';
import type { Account } from './facts.ts';
import { accountSteps, endSteps, sessionSteps } from './planAccount.ts';
import { eventSteps } from './planEvents.ts';
import { publicSteps } from './planPublic.ts';
import type { Step } from './step.ts';

export type Plan = {
  readonly steps: readonly Step[];
  /** The operations that give the session's token, which every signed-in call needs. */
  readonly sessionOperations: readonly string[];
};

export function buildPlan(contract: Contract, account: Account['kind']): Plan {
  return {
    steps: withDerivedCases(
      [...sessionSteps, ...publicSteps, ...eventSteps, ...accountSteps, ...endSteps],
      contract,
    ),
    sessionOperations: account === 'disposable' ? ['signUp', 'signIn'] : ['signIn'],
  };
}
