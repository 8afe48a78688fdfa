import { describe, expect, it } from 'vitest';
import { serverEnv } from './env';

describe('serverEnv', () => {
  it('serves on port 3000 with the embedded mock by default', () => {
    expect(serverEnv({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      apiBaseUrl: null,
      publicOrigin: null,
    });
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
