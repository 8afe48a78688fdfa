/**
 * The server's API client for a render, with the reads every guest page makes answered from the
 * data cache (server/dataCache.ts): the CMS settings and the lists the header, footer and store
 * picker show. Every other call goes to the API as before.
 */
import type { Context } from 'hono';
import type { ApiClient, QueryParams } from '../engine/api/client';
import { untilAborted } from '../engine/api/deadlineSignal';
import { deepFrozen } from '../schemas/deepFrozen';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { SITEMAP_CATALOGUE_MIN_TTL_MS } from './catalogue';
import { createDataCache, type DataCache } from './dataCache';
import type { Logger } from './logger';
import { fixtureSiteOf, type MockApi } from './mockApi';
import type { SitemapCatalogue } from './sitemap';
import { mockContextOf } from './visitorSandbox';

/**
 * GETs whose answer is the same for every shopper: neither the mock (fixtures/mocks/routes.ts)
 * nor the API contract reads a session or cookie for them, and the server's client sends none to
 * a real API. Paths with an id in them are left out: a flood of ids would only churn the cache.
 */
export const SHARED_READS: ReadonlySet<string> = new Set([
  '/cms/settings',
  '/retailers',
  '/brands',
  '/brands/sponsored',
  '/categories',
  '/specials',
]);

export type ServerDataCaches = {
  reads: DataCache<unknown>;
  sitemap: DataCache<SitemapCatalogue>;
};

/** The caches of one server; null when `ttlMs` is 0 (DATA_CACHE_TTL_MS=0: every read asks). */
export function serverDataCaches(
  ttlMs: number,
  logger?: Pick<Logger, 'warn' | 'info'>,
  now?: () => number,
): ServerDataCaches | null {
  if (ttlMs <= 0) return null;
  return {
    reads: createDataCache<unknown>({ ttlMs, name: 'API answer', logger, now }),
    sitemap: createDataCache<SitemapCatalogue>({
      ttlMs: Math.max(ttlMs, SITEMAP_CATALOGUE_MIN_TTL_MS),
      name: 'sitemap catalogue',
      logger,
      now,
    }),
  };
}

/**
 * What besides the path and query selects the backend's answer to request `c`: in the embedded
 * demo, the visitor's sandbox and fixture site (as server/mockApi picks its backend); '' with a
 * real API. null when the request must not use the cache at all: the mock's faults (test hooks
 * only) hold for that request alone, so they are neither answered from it nor kept in it.
 */
export function cacheScopeOf(c: Context, mockApi: MockApi | null): string | null {
  if (mockApi === null) return '';
  if (mockApi.testHooks && c.req.header(MOCK_FAULTS_HEADER) !== undefined) return null;
  const { sandbox, fixtureFrom } = mockContextOf(c);
  return `${sandbox} ${fixtureSiteOf(fixtureFrom)}`;
}

/** The query as the client sends it (null and undefined left out), in a stable order. */
function queryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * `client` with its shared reads answered from `cache` under `scope`. For a client that sends no
 * shopper's credentials (the server's); a call given a token of its own still goes to the API.
 * Every caller gets the same answer, frozen (schemas/deepFrozen): no render can change what the
 * next one reads, and what is read from it can be shared too (schemas/site: parseSiteConfig).
 */
export function withSharedReads(
  client: ApiClient,
  cache: DataCache<unknown> | null,
  scope: string | null,
): ApiClient {
  if (cache === null || scope === null) return client;
  return {
    ...client,
    get(path, options = {}) {
      const { signal, token, query, timeoutMs } = options;
      if (!SHARED_READS.has(path) || (typeof token === 'string' && token !== '')) {
        return client.get(path, options);
      }
      const label = `GET ${path}${queryString(query)}`;
      // The call is shared: one caller's cancelled render must not cancel it for the others.
      const shared = cache.read(
        `${scope}\n${label}`,
        async () => deepFrozen(await client.get(path, { query, timeoutMs })),
        label,
      );
      return untilAborted(shared, signal);
    },
  };
}
