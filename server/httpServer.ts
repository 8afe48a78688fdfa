/**
 * The Node HTTP server around the app, with limits a public address needs: a client that sends
 * its request slowly, or opens connections without end, cannot hold the server's sockets.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** All of a request's headers within 10 s: a client trickling them in (slowloris) is dropped. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included, within 30 s: ample for a 10 MB attachment on broadband. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * An idle kept-alive connection closes after 5 s (Node's default, kept on purpose). Behind a
 * proxy that keeps idle connections open longer, raise it above the proxy's, or the proxy may
 * reuse a connection the server is closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Connections open at once; more are refused, well before the process runs out of sockets. */
export const MAX_CONNECTIONS = 1024;

export type FetchHandler = Parameters<typeof getRequestListener>[0];

export function createHttpServer(fetch: FetchHandler): Server {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    getRequestListener(fetch),
  );
  server.maxConnections = MAX_CONNECTIONS;
  return server;
}
