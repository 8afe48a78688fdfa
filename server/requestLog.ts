/**
 * One log line per request (method, path, status, milliseconds, request id) and the request id
 * on every response (X-Request-Id, Hono's request-id middleware), so a shopper's report or a
 * proxy's log leads to the server's lines for that request.
 */
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from './logger';

/**
 * Gives each request its id (a proxy's X-Request-Id is kept, so logs line up across hops) and
 * names it on the response as answered: a Response a handler builds itself (the /api answers,
 * an error's) does not carry the headers Hono prepared before it.
 */
export function withRequestId(): MiddlewareHandler {
  const assignId = requestId();
  return (c, next) =>
    assignId(c, async () => {
      await next();
      c.header('X-Request-Id', c.get('requestId'));
    });
}

/** Logs each request once answered; a streamed page's time is to its first bytes. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        // The path only: a query string may carry an e-mail address or a search.
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
