/**
 * The storefront's /api: the only API the browser talks to (one origin, a backend-for-frontend).
 * Every call is checked here, whatever answers it (the embedded mock, or the retailer's API via
 * upstream.ts): writes must come from our own pages (crossSite.ts), bodies are bounded and must
 * parse (apiBody.ts), the session cookie stands in for the token (sessionExchange.ts), and every
 * call has a deadline, so a backend that hangs costs the shopper a clear message, not a spinner.
 */
import type { Context } from 'hono';
import { defaultDeadline } from '../engine/api/deadlines';
import { deadlineSignal, untilAborted } from '../engine/api/deadlineSignal';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../engine/api/errors';
import { readApiBody } from './apiBody';
import { withValidator } from './apiValidators';
import { API_MESSAGES, apiError } from './apiErrors';
import { isForeignWrite } from './crossSite';
import type { Logger } from './logger';
import { sessionToken } from './sessionCookie';
import { exchangeDownward, exchangeUpward } from './sessionExchange';

/** Answers one checked /api request: the embedded mock, or the retailer's API. */
export type ApiBackend = (request: Request, c: Context) => Promise<Response>;

export type ApiGatewayOptions = {
  backend: ApiBackend;
  /** The storefront's public origin: its pages may write (as may the request's own origin). */
  publicOrigin: string;
  /** Cookies marked Secure: the storefront is served over https. */
  secureCookies: boolean;
  /** Where a backend that could not be reached is reported. */
  logger: Pick<Logger, 'warn'>;
  /** Milliseconds a call may take, by method: the client's own deadlines (engine/api/deadlines). */
  deadlineOf?: (method: string) => number;
};

export function apiGateway({
  backend,
  publicOrigin,
  secureCookies,
  logger,
  deadlineOf = defaultDeadline,
}: ApiGatewayOptions) {
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const ownOrigin = new URL(request.url).origin;
    const trusted = [publicOrigin, ownOrigin];
    if (isForeignWrite(request, trusted)) return apiError(403, API_MESSAGES.crossSite);

    const body = await readApiBody(request);
    if (!body.ok) return body.response;
    const up = exchangeUpward(request, sessionToken(c), body.kind === 'json' ? body.value : null);
    // A beacon's JSON goes on as JSON: the API is not held to the browser's preflight rules.
    if (body.kind === 'json' && body.asText) up.headers.set('content-type', 'application/json');
    const bytes =
      up.json !== undefined
        ? new TextEncoder().encode(JSON.stringify(up.json))
        : body.kind === 'none'
          ? null
          : body.bytes;

    const deadline = deadlineSignal(deadlineOf(request.method));
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: up.headers,
      body: bytes,
      signal: AbortSignal.any([request.signal, deadline.signal]),
    });
    let response: Response;
    try {
      response = await untilAborted(backend(forwarded, c), request.signal, deadline.signal);
    } catch (error) {
      if (deadline.signal.aborted) return apiError(504, TIMEOUT_ERROR_MESSAGE);
      // The shopper went away: nobody reads this answer.
      if (request.signal.aborted) return apiError(499, NETWORK_ERROR_MESSAGE);
      logger.warn(
        { method: request.method, path: new URL(request.url).pathname, err: error },
        'No answer from the API.',
      );
      return apiError(502, NETWORK_ERROR_MESSAGE);
    } finally {
      deadline.clear();
    }
    // A backend that dropped the connection (the mock's "network" fault, a reset upstream).
    if (response.type === 'error') return apiError(502, NETWORK_ERROR_MESSAGE);
    return withValidator(
      request,
      await exchangeDownward(request, response, {
        authorised: up.authorised,
        secure: secureCookies,
      }),
    );
  };
}
