/**
 * One check of the run: a call of one operation, what it must answer, and what later calls take
 * from the answer. The plan (plan.ts) is the list of them, in the order they run.
 */
import type { Facts } from './facts.ts';

export type Call = {
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly form?: FormData;
  /** Sent in place of the session's token: an invalid one, or sign-up's own. */
  readonly token?: string;
};

/** Why the call cannot be made in this run; the check is reported as skipped. */
export type Skip = { readonly skip: string };
export const skip = (reason: string): Skip => ({ skip: reason });
export const isSkip = (made: Call | Skip): made is Skip => 'skip' in made;

export type Step = {
  readonly operationId: string;
  /** What the check is beyond the operation's success: `unknown slug`, `bad body`. */
  readonly case?: string;
  /** The failure statuses it must answer with the error envelope; absent: a success. */
  readonly failure?: readonly number[];
  /** Operations whose answers it reads: run first, even when `--only` leaves them out. */
  readonly uses?: readonly string[];
  readonly call: (facts: Facts) => Call | Skip;
  /** Reads what later steps need from a success's body (whether or not the body passed). */
  readonly learn?: (body: unknown, facts: Facts) => void;
  /** Removes what the run made: runs at the end whatever `--only` selected. */
  readonly cleanup?: true;
};
