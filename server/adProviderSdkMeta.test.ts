import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { adProviderSdkOf } from '../engine/ads/adProviderSdk';
import { adProviderSdkMeta } from './adProviderSdkMeta';

const HASH = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

/** What the browser reads from a document whose head has `meta`. */
const readBack = (meta: string) =>
  adProviderSdkOf(new JSDOM(`<html><head>${meta}</head></html>`).window.document);

describe('adProviderSdkMeta', () => {
  it('writes nothing when no SDK is configured: the embedded fake provider loads', () => {
    expect(adProviderSdkMeta({ url: null, integrity: null })).toBe('');
  });

  it('tells the browser the configured SDK and its hash', () => {
    const meta = adProviderSdkMeta({ url: 'https://ads.example/sdk.js?v=2&x=1', integrity: HASH });
    expect(readBack(meta)).toEqual({ url: 'https://ads.example/sdk.js?v=2&x=1', integrity: HASH });
  });

  it('keeps a URL from breaking out of its attribute', () => {
    const meta = adProviderSdkMeta({
      url: 'https://ads.example/"><script>x()</script>',
      integrity: null,
    });
    expect(meta).not.toContain('<script>');
    expect(readBack(meta).url).toBe('https://ads.example/"><script>x()</script>');
  });

  it('refuses a hash the browser would skip, so nothing would be checked', () => {
    expect(() =>
      adProviderSdkMeta({ url: 'https://ads.example/sdk.js', integrity: 'md5-abc' }),
    ).toThrow(/AD_PROVIDER_SDK_INTEGRITY/);
    expect(() => adProviderSdkMeta({ url: null, integrity: HASH })).toThrow(/AD_PROVIDER_SDK_URL/);
  });
});
