/**
 * The storefront's one trusted origin, decided once at start. Every absolute link the server
 * writes (robots.txt, the sitemap, canonical and Open Graph links, JSON-LD) is on it, so a
 * request's Host header, which any client can set, never reaches a page or a cache.
 */
import type { ServerEnv } from './env';
import { StartupRefusal } from './startupRefusal';

type OriginEnv = Pick<ServerEnv, 'publicOrigin' | 'production' | 'apiBaseUrl' | 'host' | 'port'>;

/** Interfaces that mean "every address": a browser reaches them through localhost. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * PUBLIC_ORIGIN when set (an http(s) origin, nothing after it). Without it, a production or
 * real-API server refuses to start: the address it listens on is rarely the one shoppers use.
 * Otherwise (a laptop, the journeys) the origin it listens on.
 */
export function trustedOrigin(env: OriginEnv): string {
  if (env.publicOrigin !== null) return validOrigin(env.publicOrigin);
  if (env.production || env.apiBaseUrl !== null) {
    const why = env.production ? 'NODE_ENV=production' : 'API_BASE_URL is set';
    throw new StartupRefusal(
      `PUBLIC_ORIGIN is not set (${why}): set it to the address shoppers use, ` +
        'e.g. PUBLIC_ORIGIN=https://shop.example. Links in pages, robots.txt and the sitemap use it.',
    );
  }
  return listeningOrigin(env.host, env.port);
}

function validOrigin(value: string): string {
  const refuse = (why: string) =>
    new StartupRefusal(
      `PUBLIC_ORIGIN=${value} is not usable: ${why}. ` +
        'Give the scheme and host (and port, if not the default), e.g. https://shop.example.',
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('it is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('it is not http(s)');
  if (url.username !== '' || url.password !== '') throw refuse('it carries a user name');
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || value.includes('?')) {
    throw refuse('an origin has no path, query or fragment');
  }
  return url.origin;
}

/** `http://<host>:<port>`, localhost for "every interface", brackets for an IPv6 address. */
export function listeningOrigin(host: string, port: number): string {
  const name = ANY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}
