import type { Schemas } from './readWith';
import { errorMessage } from './errors';
import type { Notify } from './notify';

/** What a mutation's response means for the shopper (spec 7.1 "Mutation outcome"). */
export type MutationOutcome = ReturnType<Schemas['mutationOutcome']>;

/** On an exception the toast shows error.data.message (spec 7.1), else the error's own text. */
export function announceError(error: unknown, notify: Notify): void {
  notify.error(errorMessage(error));
}
