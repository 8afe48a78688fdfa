/** Shown when the request never reached the server (offline, DNS, CORS); fetch gives no useful text. */
export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the store. Check your connection and try again.";

/** Shown when the server did not answer before the request's deadline (engine/api/deadlines.ts). */
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

/** Used only when the server answers with an error but no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** http: the server answered with an error; network: no answer at all; timeout: none in time. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/**
 * Every failed call rejects with this, so callers and toasts read one shape.
 * `data` is the server's body, kept because spec 7.1 reads the message as error.data.message.
 * status 0 means the request did not get an HTTP answer (network failure or timeout).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;

  constructor(
    message: string,
    status: number,
    data: unknown,
    kind: ApiErrorKind = status === 0 ? 'network' : 'http',
  ) {
    super(message);
    this.status = status;
    this.data = data;
    this.kind = kind;
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }

  get isTimeout(): boolean {
    return this.kind === 'timeout';
  }
}

function messageOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('message' in value)) return null;
  const { message } = value;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The server's own words: response.message first, then response.data.message (spec 8). */
export function serverMessage(body: unknown): string | null {
  const direct = messageOf(body);
  if (direct !== null) return direct;
  if (typeof body === 'object' && body !== null && 'data' in body) return messageOf(body.data);
  return null;
}

/** Message for a thrown error per spec 7.1: error.data.message, else the error's own text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error.data) ?? error.message;
  if (error instanceof Error && error.message !== '') return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
