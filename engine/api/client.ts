import { defaultDeadline } from './deadlines';
import { deadlineSignal, untilAborted } from './deadlineSignal';
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  serverMessage,
  TIMEOUT_ERROR_MESSAGE,
} from './errors';
import { toFormData, type FormBody } from './formData';

/**
 * Sent with every call: the storefront's /api takes a state-changing call only from its own pages
 * (server/crossSite.ts), and this header is one no HTML form can send.
 */
export const STOREFRONT_REQUEST_HEADER = 'x-requested-with';

/** Query-string values; null and undefined are left out so callers can pass optional filters. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: QueryParams;
  /** Overrides getToken() for this call; null sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** Milliseconds before the call gives up with a timeout ApiError; defaults in deadlines.ts. */
  timeoutMs?: number;
  /** Sent as Idempotency-Key, so a repeated write (double click, retry) is applied once. */
  idempotencyKey?: string;
};

export type BodyOptions = RequestOptions & {
  /** Send the body as multipart form data (uploads, spec 3 "Form bodies"). */
  multipart?: boolean;
};

/** A JSON body, a ready FormData, or a form body to convert when multipart is set. */
export type RequestBody = FormBody | FormData | readonly unknown[];

export type ApiClient = {
  get(path: string, options?: RequestOptions): Promise<unknown>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
  post(path: string, body?: RequestBody, options?: BodyOptions): Promise<unknown>;
  patch(path: string, body?: RequestBody, options?: BodyOptions): Promise<unknown>;
};

export type ApiClientOptions = {
  baseUrl: string;
  /** The signed-in shopper's token (spec 6); read per call so sign-in needs no new client. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
};

function joinUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const tail = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? `${base}${tail}` : `${base}${tail}?${search}`;
}

// Array.isArray does not narrow readonly arrays, hence the explicit guard.
function isList(body: RequestBody): body is readonly unknown[] {
  return Array.isArray(body);
}

function encodeBody(body: RequestBody | undefined, multipart: boolean): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  if (isList(body)) return JSON.stringify(body);
  return multipart ? toFormData(body) : JSON.stringify(body);
}

/** Empty bodies (204) read as null; text that is not JSON is returned as text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(
    method: string,
    path: string,
    body: RequestBody | undefined,
    opts: BodyOptions = {},
  ): Promise<unknown> {
    const token = opts.token !== undefined ? opts.token : (options.getToken?.() ?? null);
    const encoded = encodeBody(body, opts.multipart === true);
    const headers = new Headers({
      Accept: 'application/json',
      [STOREFRONT_REQUEST_HEADER]: 'storefront',
    });
    // FormData sets its own multipart boundary header; naming a content type here would break it.
    if (typeof encoded === 'string') headers.set('Content-Type', 'application/json');
    if (token !== null && token !== '') headers.set('Authorization', `Bearer ${token}`);
    if (opts.idempotencyKey !== undefined) headers.set('Idempotency-Key', opts.idempotencyKey);

    // The deadline covers the body too: a server can send headers and then stall.
    const deadline = deadlineSignal(opts.timeoutMs ?? defaultDeadline(method));
    const signal = opts.signal ? AbortSignal.any([opts.signal, deadline.signal]) : deadline.signal;
    let response: Response;
    let data: unknown;
    try {
      const answer = doFetch(joinUrl(options.baseUrl, path, opts.query), {
        method,
        headers,
        body: encoded ?? null,
        signal,
      });
      response = await untilAborted(answer, opts.signal, deadline.signal);
      data = await untilAborted(readBody(response), opts.signal, deadline.signal);
    } catch (error) {
      // Cancellation is not a failure: TanStack Query expects the abort to come through untouched.
      if (opts.signal?.aborted === true) throw error;
      if (deadline.signal.aborted) throw new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, 'timeout');
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
    } finally {
      deadline.clear();
    }

    if (!response.ok) {
      throw new ApiError(serverMessage(data) ?? FALLBACK_ERROR_MESSAGE, response.status, data);
    }
    return data;
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
  };
}
