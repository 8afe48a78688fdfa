import { describe, expect, it } from 'vitest';
import { isForeignWrite } from './crossSite';

const OWN = 'https://shop.test';
const request = (method: string, headers: Record<string, string>) =>
  new Request(`${OWN}/api/events`, { method, headers });

describe('isForeignWrite', () => {
  it.each([
    // What browsers send with navigator.sendBeacon from the storefront's own page.
    [
      'a beacon from our page (Chrome, Firefox, Safari 16.4+)',
      'POST',
      { 'sec-fetch-site': 'same-origin', origin: OWN },
      false,
    ],
    ['a beacon from our page in a browser without Sec-Fetch-Site', 'POST', { origin: OWN }, false],
    ['the app’s client from our page', 'POST', { 'x-requested-with': 'storefront' }, false],
    [
      'a beacon from another site',
      'POST',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      true,
    ],
    ['a form post from another site', 'POST', { 'sec-fetch-site': 'cross-site' }, true],
    [
      'a sibling subdomain',
      'POST',
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.test' },
      true,
    ],
    ['another origin without Sec-Fetch-Site', 'POST', { origin: 'https://evil.example' }, true],
    ['a write with no sign of its source', 'POST', {}, true],
    ['a read from anywhere', 'GET', { 'sec-fetch-site': 'cross-site' }, false],
  ])('%s → foreign: %s', (_name, method, headers, foreign) => {
    expect(isForeignWrite(request(method, headers), [OWN])).toBe(foreign);
  });
});
