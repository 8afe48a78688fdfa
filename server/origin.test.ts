import { describe, expect, it } from 'vitest';
import { listeningOrigin, trustedOrigin } from './origin';
import { StartupRefusal } from './startupRefusal';

const laptop = {
  publicOrigin: null,
  production: false,
  apiBaseUrl: null,
  host: '127.0.0.1',
  port: 3000,
};

describe('trustedOrigin', () => {
  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['https://shop.example/', 'https://shop.example'],
    ['https://Shop.Example:443', 'https://shop.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
  ])('takes PUBLIC_ORIGIN %s as %s', (value, expected) => {
    expect(trustedOrigin({ ...laptop, publicOrigin: value, production: true })).toBe(expected);
  });

  it.each([
    ['shop.example', /not a URL/],
    ['ftp://shop.example', /not http\(s\)/],
    ['https://user:pw@shop.example', /user name/],
    ['https://shop.example/store', /no path/],
    ['https://shop.example?x=1', /no path/],
    ['https://shop.example/?', /no path/],
    ['https://shop.example#top', /no path/],
  ])('refuses PUBLIC_ORIGIN %s', (value, why) => {
    const decide = () => trustedOrigin({ ...laptop, publicOrigin: value });
    expect(decide).toThrow(StartupRefusal);
    expect(decide).toThrow(why);
    expect(decide).toThrow(`PUBLIC_ORIGIN=${value}`);
  });

  it.each([
    [{ production: true }, /NODE_ENV=production/],
    [{ apiBaseUrl: 'https://api.example' }, /API_BASE_URL is set/],
  ])('refuses to start without PUBLIC_ORIGIN when %j', (setting, why) => {
    const decide = () => trustedOrigin({ ...laptop, ...setting });
    expect(decide).toThrow(StartupRefusal);
    expect(decide).toThrow(why);
    expect(decide).toThrow(/set it to the address shoppers use/);
  });

  it('uses the origin it listens on otherwise', () => {
    expect(trustedOrigin(laptop)).toBe('http://127.0.0.1:3000');
  });
});

describe('listeningOrigin', () => {
  it.each([
    ['127.0.0.1', 3000, 'http://127.0.0.1:3000'],
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 8080, 'http://localhost:8080'],
    ['::1', 3000, 'http://[::1]:3000'],
    ['shop.local', 80, 'http://shop.local'],
  ])('%s:%i → %s', (host, port, expected) => {
    expect(listeningOrigin(host, port)).toBe(expected);
  });
});
