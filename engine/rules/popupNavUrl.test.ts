import { describe, expect, it } from 'vitest';
import { popupNavigation } from './popupNavUrl';

describe('popupNavigation (spec 4.9 navUrl table + safe links)', () => {
  it.each([
    ['', { kind: 'path', path: '/' }],
    ['/shop now', { kind: 'path', path: '/' }],
    ['/deals/20-off', { kind: 'path', path: '/deals/20-off' }],
    ['#signup', { kind: 'hash', hash: '#signup' }],
    ['https://brand.example/offer', { kind: 'newTab', url: 'https://brand.example/offer' }],
    ['http://brand.example', { kind: 'newTab', url: 'http://brand.example' }],
    ['deals', { kind: 'path', path: '/' }],
    ['javascript:alert(1)', { kind: 'path', path: '/' }],
    ['//evil.example', { kind: 'path', path: '/' }],
    ['/\\evil.example', { kind: 'path', path: '/' }],
    ['/\tevil', { kind: 'path', path: '/' }],
    ['/a\u0000b', { kind: 'path', path: '/' }],
    ['https:/\\evil.example', { kind: 'path', path: '/' }],
    ['data:text/html,x', { kind: 'path', path: '/' }],
  ])('%j → %j', (navUrl, expected) => {
    expect(popupNavigation(navUrl)).toEqual(expected);
  });
});
