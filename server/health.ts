/**
 * The probes a platform asks (Kubernetes, a load balancer, Docker's HEALTHCHECK):
 * - GET /healthz, liveness: the process answers. Nothing slow is on its way (no render, no API
 *   call, no render slot), so it answers while every slot is busy: a busy server is alive.
 * - GET /readyz, readiness: whether to send this instance shoppers (server/readiness).
 * Both are asked every few seconds: they are left out of the request log, and never cached.
 */
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { ApiClient } from '../engine/api/client';
import type { Readiness } from './readiness';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

const NEVER_CACHED = { 'Cache-Control': 'no-store' };

const isProbe = (path: string) => path === LIVENESS_PATH || path === READINESS_PATH;

/** `middleware` for every request but the probes (the request log). */
export function exceptProbes(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isProbe(c.req.path) ? next() : middleware(c, next));
}

export const liveness: Handler = (c) => c.text('ok', 200, NEVER_CACHED);

/** `client`: the API client the pages use, for the settings call a stale outcome asks for. */
export function readinessProbe(readiness: Readiness, client: (c: Context) => ApiClient): Handler {
  return async (c) => {
    const report = await readiness.report(() => client(c));
    return c.json(report, report.ready ? 200 : 503, NEVER_CACHED);
  };
}
