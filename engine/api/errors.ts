/** Shown when the request never reached the server (offline, DNS, CORS); fetch gives no useful text. */
export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the store. Check your connection and try again.";

/** Used only when the server answers with an error but no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Every failed call rejects with this, so callers and toasts read one shape.
 * `data` is the server's body, kept because spec 7.1 reads the message as error.data.message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }

  /** status 0 means the request did not get an HTTP answer at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
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
