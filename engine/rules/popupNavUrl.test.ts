import { describe, expect, it } from 'vitest';
import { popupNavigation } from './popupNavUrl';

const HOME = { kind: 'path', path: '/' };

describe('popupNavigation (spec 4.9 navUrl table)', () => {
  it.each([
    // Empty, or containing whitespace → /
    ['', HOME],
    ['/shop now', HOME],
    [' /deals', HOME],
    ['/deals ', HOME],
    ['https://brand.example/a b', HOME],
    ['/deals\u00a0', HOME],
    // Starts with / → that path, query and hash kept
    ['/deals/20-off', { kind: 'path', path: '/deals/20-off' }],
    ['/', { kind: 'path', path: '/' }],
    ['/shop?brand=acme#top', { kind: 'path', path: '/shop?brand=acme#top' }],
    // Starts with # → set the hash
    ['#signup', { kind: 'hash', hash: '#signup' }],
    // Starts with http or https → a new tab
    ['https://brand.example/offer', { kind: 'newTab', url: 'https://brand.example/offer' }],
    ['http://brand.example', { kind: 'newTab', url: 'http://brand.example' }],
    ['HTTPS://BRAND.EXAMPLE', { kind: 'newTab', url: 'HTTPS://BRAND.EXAMPLE' }],
    // Anything else → /
    ['deals', HOME],
    ['www.brand.example', HOME],
    ['mailto:fan@example.com', HOME],
  ])('%j → %j', (navUrl, expected) => {
    expect(popupNavigation(navUrl)).toEqual(expected);
  });
});

describe('popupNavigation (safe-link rules)', () => {
  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\tevil'],
    ['/a\u0000b'],
    ['/a\u007fb'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,x'],
    ['https:evil.example'],
    ['https:/\\evil.example'],
    ['https://'],
    ['httpx://evil.example'],
  ])('%j stays on the site, at /', (navUrl) => {
    expect(popupNavigation(navUrl)).toEqual(HOME);
  });
});
