/**
 * What a request that failed inside the server answers, and what it logs: the error with its
 * stack and the request id goes to the log; the client gets a short message and the id (the
 * X-Request-Id header), never a stack, which would show the server's insides to anyone.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../engine/api/errors';
import { apiError } from './apiErrors';
import type { Logger } from './logger';
import { RenderBudgetSpent } from './renderBudget';

export const SERVER_ERROR_MESSAGE = 'The server could not answer this request. Please try again.';

/** How long a crawler (or a proxy) is asked to wait before it asks again for an answer the API
 * could not give (Retry-After, RFC 9110 10.2.3): a short outage, not a page that has gone. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * The status of an answer that could not be made as it should: 503 when the API failed (another
 * try may work, and a crawler keeps the copy it has), 500 when the server itself did.
 */
export const failureStatus = (error: unknown): 500 | 503 =>
  error instanceof ApiError || error instanceof RenderBudgetSpent ? 503 : 500;

/** The headers that go with a status: 503 says when to ask again. */
export const retryHeaders = (status: number): Record<string, string> =>
  status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {};

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
