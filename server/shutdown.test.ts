import { Agent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, HEADERS_TIMEOUT_MS, MAX_CONNECTIONS } from './httpServer';
import { closeServer } from './shutdown';

/** A server whose /slow answers when the test says; `entered` resolves once a request is in. */
async function serverWithSlowRoute() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const server = createHttpServer(async (request) => {
    if (new URL(request.url).pathname !== '/slow') return new Response('quick');
    entered();
    await released;
    return new Response('slow but done');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, release, inFlight };
}

/** A GET's body, on a kept-alive connection of `agent` (or a connection of its own). */
const get = (url: string, agent: Agent | false = false) =>
  new Promise<string>((resolve, reject) => {
    httpGet(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    }).on('error', reject);
  });

const open: Array<{ close: () => void; closeAllConnections: () => void }> = [];
afterEach(() => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('createHttpServer', () => {
  it('sets the timeouts and the connection cap', async () => {
    const { server } = await serverWithSlowRoute();
    open.push(server);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
    expect(server.maxConnections).toBe(MAX_CONNECTIONS);
  });
});

describe('closeServer', () => {
  it('lets a request in flight finish, closes idle connections, refuses new ones', async () => {
    const { server, url, release, inFlight } = await serverWithSlowRoute();
    open.push(server);
    // Kept-alive connections stay open for as long as the test runs, unless closing closes them.
    server.keepAliveTimeout = 60_000;
    const keptAlive = new Agent({ keepAlive: true });
    expect(await get(`${url}/quick`, keptAlive)).toBe('quick');
    const slow = get(`${url}/slow`, keptAlive);
    await inFlight;
    const closed = closeServer(server, 60_000);
    await expect(get(`${url}/quick`)).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await slow).toBe('slow but done');
    expect(await closed).toBe('finished');
    expect(server.listening).toBe(false);
    keptAlive.destroy();
  });

  it('cuts a hung request off at the deadline', async () => {
    const { server, url, inFlight } = await serverWithSlowRoute();
    open.push(server);
    const hung = get(`${url}/slow`);
    await inFlight;
    expect(await closeServer(server, 50)).toBe('forced');
    await expect(hung).rejects.toThrow(/socket hang up/);
  });
});
