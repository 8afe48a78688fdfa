/**
 * The failures an operation can answer with a meaning of its own (spec 7.1, 8). Every failure
 * carries the error envelope, { statusCode, message }: the storefront shows `message` (else
 * `data.message`) to the shopper when the call was theirs (a toast, or beside the form), and logs
 * it when the call was background work. The envelope's schema is the one the storefront reads
 * every mutation answer with (MutationResponseSchema): spec 7.1 judges success and failure on
 * the same envelope.
 */
import { MutationResponseSchema } from '../schemas/api/envelopes';

export const ERROR_ENVELOPE = MutationResponseSchema;

export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 422] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** What each status means, and what the storefront does with it. */
export const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The request is refused as sent (a missing or invalid field); `message` says what to fix, in words for the shopper.',
  401: 'No token, or one that is no longer the shopper’s: the storefront ends the session (the sign-in prompt follows).',
  403: 'Understood but not allowed; `message` says why.',
  404: 'No such record: the storefront shows its “not found” state (a page answers 404).',
  409: 'Clashes with what the API holds (an e-mail address already taken); `message` says so.',
  413: 'The body is larger than the call takes; `message` says the limit. Nothing of it is kept.',
  422: 'Well formed but not accepted; `message` says why.',
};

/** A status an operation answers, with its own meaning there when the common one does not fit. */
export type ErrorCase = ErrorStatus | { readonly status: ErrorStatus; readonly means: string };

export const errorCase = (entry: ErrorCase): { status: ErrorStatus; means: string | null } =>
  typeof entry === 'number' ? { status: entry, means: null } : { ...entry };

/** Any other failure (5xx included), answered with the same envelope. */
export const OTHER_ERRORS =
  'Any other failure, 5xx included: the envelope’s `message` is shown for the shopper’s own actions (spec 8) and logged for background calls. A read is asked twice more (spec 7.1) after a 5xx, a 408 or a 429, or when no answer came; never after the statuses above, nor when the storefront’s own deadline for it ran out (the shopper has already waited it out: the page shows the error with “Try again”).';
