import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_WAIT_MS, serverEnv } from './env';
import { DEFAULT_RENDER_LIMITS } from './renderLimiter';

describe('serverEnv', () => {
  it('serves on loopback port 3000 with the embedded mock, no test hooks, by default', () => {
    expect(serverEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      apiBaseUrl: null,
      publicOrigin: null,
      production: false,
      streamWaitMs: DEFAULT_STREAM_WAIT_MS,
      testHooks: false,
      adProviderSdk: { url: null, integrity: null },
      dataCacheTtlMs: 30_000,
      renderLimits: DEFAULT_RENDER_LIMITS,
      pageCache: { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
      renderBudgetMs: 3000,
    });
  });
  it.each([
    ['0', 0],
    ['250', 250],
    ['off', null],
    ['OFF', null],
    ['soon', DEFAULT_STREAM_WAIT_MS],
    ['-5', DEFAULT_STREAM_WAIT_MS],
    ['1.5', DEFAULT_STREAM_WAIT_MS],
  ])('reads STREAM_WAIT_MS %j as %j', (value, expected) => {
    expect(serverEnv({ STREAM_WAIT_MS: value }).streamWaitMs).toBe(expected);
  });
  it('takes PORT, HOST, API_BASE_URL and PUBLIC_ORIGIN, trimmed', () => {
    expect(
      serverEnv({
        PORT: '8080',
        HOST: ' 0.0.0.0 ',
        API_BASE_URL: ' https://api.example ',
        PUBLIC_ORIGIN: 'https://shop.example',
      }),
    ).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiBaseUrl: 'https://api.example',
      publicOrigin: 'https://shop.example',
    });
  });
  it('no longer reads the build-time VITE_API_BASE_URL: the API is a runtime setting', () => {
    expect(serverEnv({ VITE_API_BASE_URL: 'https://api.example' }).apiBaseUrl).toBeNull();
  });
  it.each([
    ['production', true],
    ['development', false],
    ['', false],
  ])('is in production only when NODE_ENV=production (%j)', (value, expected) => {
    expect(serverEnv({ NODE_ENV: value }).production).toBe(expected);
  });
  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    ['', false],
  ])('turns the test hooks on only with STOREFRONT_TEST_HOOKS=1 (%j)', (value, expected) => {
    expect(serverEnv({ STOREFRONT_TEST_HOOKS: value }).testHooks).toBe(expected);
  });
  it('takes the ad provider’s SDK and its integrity hash', () => {
    expect(
      serverEnv({
        AD_PROVIDER_SDK_URL: 'https://ads.example/sdk.js',
        AD_PROVIDER_SDK_INTEGRITY: ' sha384-abc ',
      }).adProviderSdk,
    ).toEqual({ url: 'https://ads.example/sdk.js', integrity: 'sha384-abc' });
  });
  it.each([
    ['0', 0],
    ['5000', 5_000],
    ['3600000', 3_600_000],
    ['3600001', 30_000],
    ['-1', 30_000],
    ['30s', 30_000],
  ])('reads DATA_CACHE_TTL_MS %j as %j', (value, expected) => {
    expect(serverEnv({ DATA_CACHE_TTL_MS: value }).dataCacheTtlMs).toBe(expected);
  });
  it.each([
    [{ PAGE_CACHE_MAX_AGE_S: '0' }, { sharedMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 300 }],
    [
      { PAGE_CACHE_MAX_AGE_S: '120', PAGE_CACHE_STALE_S: '30' },
      { sharedMaxAgeSeconds: 120, staleWhileRevalidateSeconds: 30 },
    ],
    [
      { PAGE_CACHE_MAX_AGE_S: '1m', PAGE_CACHE_STALE_S: '-5' },
      { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
    ],
  ])('reads the shared page cache’s ages from %j', (env, expected) => {
    expect(serverEnv(env).pageCache).toEqual(expected);
  });
  it('renders 4 pages per core at once, 64 waiting up to 1 s, by default', () => {
    expect(DEFAULT_RENDER_LIMITS).toEqual({
      concurrency: 4 * availableParallelism(),
      queue: 64,
      queueWaitMs: 1000,
    });
  });
  it('takes the render limits', () => {
    expect(
      serverEnv({ RENDER_CONCURRENCY: '6', RENDER_QUEUE: ' 0 ', RENDER_QUEUE_WAIT_MS: '250' })
        .renderLimits,
    ).toEqual({ concurrency: 6, queue: 0, queueWaitMs: 250 });
  });
  it.each(['', 'lots', '0', '-2', '2.5', '1025'])(
    'ignores an unusable RENDER_CONCURRENCY %j',
    (value) => {
      expect(serverEnv({ RENDER_CONCURRENCY: value }).renderLimits.concurrency).toBe(
        DEFAULT_RENDER_LIMITS.concurrency,
      );
    },
  );
  it.each(['', 'none', '-1', '1.5', '10001'])('ignores an unusable RENDER_QUEUE %j', (value) => {
    expect(serverEnv({ RENDER_QUEUE: value }).renderLimits.queue).toBe(DEFAULT_RENDER_LIMITS.queue);
  });
  it.each(['', '2s', '-1', '0.5', '60001'])(
    'ignores an unusable RENDER_QUEUE_WAIT_MS %j',
    (value) => {
      expect(serverEnv({ RENDER_QUEUE_WAIT_MS: value }).renderLimits.queueWaitMs).toBe(
        DEFAULT_RENDER_LIMITS.queueWaitMs,
      );
    },
  );
  it.each(['abc', '0', '70000', '3.5', ''])('ignores an unusable PORT %j', (port) => {
    expect(serverEnv({ PORT: port }).port).toBe(3000);
  });
});
