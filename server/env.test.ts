import { describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_WAIT_MS, serverEnv } from './env';

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
  it.each(['abc', '0', '70000', '3.5', ''])('ignores an unusable PORT %j', (port) => {
    expect(serverEnv({ PORT: port }).port).toBe(3000);
  });
});
