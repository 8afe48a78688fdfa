/**
 * What a request that failed inside the server answers, and what it logs: the error with its
 * stack and the request id goes to the log; the client gets a short message and the id (the
 * X-Request-Id header), never a stack, which would show the server's insides to anyone.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiError } from './apiErrors';
import type { Logger } from './logger';

export const SERVER_ERROR_MESSAGE = 'The server could not answer this request. Please try again.';

/** The log fields that tie a line to its request. */
export const requestFields = (c: Context) => ({
  requestId: c.get('requestId'),
  method: c.req.method,
  path: c.req.path,
});

export function answerServerError(logger: Logger): ErrorHandler {
  return (error, c) => {
    // A refusal Hono raised on purpose (a malformed body is 400, not 500) keeps its status.
    if (error instanceof HTTPException && error.status < 500) {
      const refusal = error.getResponse();
      return new Response(refusal.body, refusal);
    }
    logger.error({ ...requestFields(c), err: error }, 'request failed');
    // /api answers in the API's error shape, which the app shows to the shopper.
    if (c.req.path.startsWith('/api/')) return apiError(500, SERVER_ERROR_MESSAGE);
    return c.text(SERVER_ERROR_MESSAGE, 500);
  };
}
