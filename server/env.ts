/** The production server's settings, from the environment, with their defaults. */
import { DEFAULT_PAGE_CACHE, type PageCacheOptions } from './pageCaching';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './renderLimiter';

export type ServerEnv = {
  port: number;
  /** The interface to listen on: loopback unless told (the Dockerfile sets 0.0.0.0). */
  host: string;
  /** The retailer's API (real-API mode); null runs the embedded mock backend. */
  apiBaseUrl: string | null;
  /** The storefront's public origin (scheme, host, port); null: the origin it listens on. */
  publicOrigin: string | null;
  /** True only in production builds' runtime (NODE_ENV=production). */
  production: boolean;
  /** How long a page waits for its streamed sections' data before it is sent without them
   * (server/render); null (STREAM_WAIT_MS=off) sends whole pages only. */
  streamWaitMs: number | null;
  /**
   * STOREFRONT_TEST_HOOKS=1: the mock's records endpoints (/api/mock/*), the `mock-faults` header
   * and named sandboxes. The test command sets it; `npm start` never does.
   */
  testHooks: boolean;
  /** The retail-media provider's SDK (AD_PROVIDER_SDK_URL, AD_PROVIDER_SDK_INTEGRITY); null URL:
   * the embedded fake provider under /api. */
  adProviderSdk: { url: string | null; integrity: string | null };
  /** Page renders at once and waiting (RENDER_CONCURRENCY, RENDER_QUEUE, RENDER_QUEUE_WAIT_MS;
   * server/renderLimiter). */
  renderLimits: RenderLimits;
  /** How long the answers every guest page shares stay fresh in-process (DATA_CACHE_TTL_MS;
   * server/cachedClient); 0: every page asks the API. */
  dataCacheTtlMs: number;
  /** How long a shared cache may keep guest pages (PAGE_CACHE_MAX_AGE_S, 0: never) and serve them
   * stale while it asks again (PAGE_CACHE_STALE_S); server/pageCaching. */
  pageCache: PageCacheOptions;
  /** A page render's whole budget (RENDER_BUDGET_MS; server/renderBudget). */
  renderBudgetMs: number;
};

const DEFAULT_PORT = 3000;
/** Enough for a list from a nearby API; a slower one no longer holds up the rest of the page. */
export const DEFAULT_STREAM_WAIT_MS = 100;
/** A page's first bytes within about 3 s whatever the API does: what has not come is left to
 * the browser. */
export const DEFAULT_RENDER_BUDGET_MS = 3000;
/** Settings and store lists at most this old: a CMS edit shows within half a minute. */
export const DEFAULT_DATA_CACHE_TTL_MS = 30_000;

function streamWait(value: string | undefined): number | null {
  const text = nonEmpty(value);
  if (text === null) return DEFAULT_STREAM_WAIT_MS;
  if (text.toLowerCase() === 'off') return null;
  const ms = Number(text);
  return Number.isInteger(ms) && ms >= 0 && ms <= 60_000 ? ms : DEFAULT_STREAM_WAIT_MS;
}

/** A whole number from `min` to `max`; anything else (unset, a typo) is the default. */
function wholeNumber(value: string | undefined, min: number, max: number, fallback: number) {
  const text = nonEmpty(value);
  const number = text === null ? Number.NaN : Number(text);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

const nonEmpty = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : null;

export function serverEnv(env: Record<string, string | undefined>): ServerEnv {
  const port = Number(env.PORT);
  return {
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_PORT,
    // Loopback unless told: a laptop's `npm start` is not on the network by accident.
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    apiBaseUrl: nonEmpty(env.API_BASE_URL),
    publicOrigin: nonEmpty(env.PUBLIC_ORIGIN),
    production: env.NODE_ENV === 'production',
    streamWaitMs: streamWait(env.STREAM_WAIT_MS),
    testHooks: env.STOREFRONT_TEST_HOOKS === '1',
    adProviderSdk: {
      url: nonEmpty(env.AD_PROVIDER_SDK_URL),
      integrity: nonEmpty(env.AD_PROVIDER_SDK_INTEGRITY),
    },
    renderLimits: {
      concurrency: wholeNumber(env.RENDER_CONCURRENCY, 1, 1024, DEFAULT_RENDER_LIMITS.concurrency),
      queue: wholeNumber(env.RENDER_QUEUE, 0, 10_000, DEFAULT_RENDER_LIMITS.queue),
      queueWaitMs: wholeNumber(
        env.RENDER_QUEUE_WAIT_MS,
        0,
        60_000,
        DEFAULT_RENDER_LIMITS.queueWaitMs,
      ),
    },
    dataCacheTtlMs: wholeNumber(env.DATA_CACHE_TTL_MS, 0, 3_600_000, DEFAULT_DATA_CACHE_TTL_MS),
    renderBudgetMs: wholeNumber(env.RENDER_BUDGET_MS, 100, 60_000, DEFAULT_RENDER_BUDGET_MS),
    pageCache: {
      sharedMaxAgeSeconds: wholeNumber(
        env.PAGE_CACHE_MAX_AGE_S,
        0,
        86_400,
        DEFAULT_PAGE_CACHE.sharedMaxAgeSeconds,
      ),
      staleWhileRevalidateSeconds: wholeNumber(
        env.PAGE_CACHE_STALE_S,
        0,
        86_400,
        DEFAULT_PAGE_CACHE.staleWhileRevalidateSeconds,
      ),
    },
  };
}
