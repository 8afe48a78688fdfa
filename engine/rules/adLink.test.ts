import { describe, expect, it } from 'vitest';
import { adLinkAction } from './adLink';

const plain = { ctrlKey: false, metaKey: false, shiftKey: false };

describe('adLinkAction', () => {
  it('navigates inside the app for a site path', () => {
    expect(adLinkAction('/brands/green-harbor', plain)).toEqual({
      kind: 'navigate',
      path: '/brands/green-harbor',
    });
  });

  it('leaves a modified click on a site path to the browser', () => {
    expect(adLinkAction('/brands/x', { ...plain, metaKey: true })).toEqual({ kind: 'browser' });
    expect(adLinkAction('/brands/x', { ...plain, ctrlKey: true })).toEqual({ kind: 'browser' });
  });

  it('opens an http(s) advertiser link in a new tab', () => {
    expect(adLinkAction('https://brand.example/offer', plain)).toEqual({
      kind: 'open',
      url: 'https://brand.example/offer',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['data:text/html,hi'],
    [''],
    ['#top'],
  ])('goes nowhere for %j', (href) => {
    expect(adLinkAction(href, plain)).toEqual({ kind: 'block' });
  });
});
