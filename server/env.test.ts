import { describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_WAIT_MS, serverEnv } from './env';

describe('serverEnv', () => {
  it('serves on port 3000 with the embedded mock by default', () => {
    expect(serverEnv({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      apiBaseUrl: null,
      publicOrigin: null,
      streamWaitMs: DEFAULT_STREAM_WAIT_MS,
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
  it('takes PORT, API_BASE_URL (else VITE_API_BASE_URL) and PUBLIC_ORIGIN', () => {
    expect(
      serverEnv({
        PORT: '8080',
        VITE_API_BASE_URL: ' https://api.example ',
        PUBLIC_ORIGIN: 'https://shop.example',
      }),
    ).toMatchObject({
      port: 8080,
      apiBaseUrl: 'https://api.example',
      publicOrigin: 'https://shop.example',
    });
    expect(
      serverEnv({ API_BASE_URL: 'https://a', VITE_API_BASE_URL: 'https://b' }).apiBaseUrl,
    ).toBe('https://a');
  });
  it.each(['abc', '0', '70000', '3.5', ''])('ignores an unusable PORT %j', (port) => {
    expect(serverEnv({ PORT: port }).port).toBe(3000);
  });
});
