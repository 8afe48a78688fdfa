/**
 * Stopping the server (SIGTERM from a container platform, SIGINT from a terminal): no new
 * connections, idle ones closed, requests in flight given time to finish, and at the deadline
 * every connection is closed whatever is in flight, so a hung request never blocks a deploy.
 */
import type { Server } from 'node:http';

/** Requests in flight get this long: Docker kills a process 10 s after SIGTERM, and the cut-off
 * connections and the exit need the rest. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

export type ClosableServer = Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;

/**
 * How often idle connections are closed while requests finish: Node closes those idle at the
 * start only, and a kept-alive connection whose request finishes later would otherwise stay open
 * until its client lets go.
 */
const IDLE_SWEEP_MS = 100;

/** Resolves to how it ended: every request finished, or the deadline cut the rest off. */
export function closeServer(
  server: ClosableServer,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): Promise<'finished' | 'forced'> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve('forced');
    }, deadlineMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve('finished');
    });
    server.closeIdleConnections();
  });
}
