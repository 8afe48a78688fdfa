import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  AD_PROVIDER_SDK_META,
  adProviderSdkOf,
  DEFAULT_AD_PROVIDER_SDK_URL,
} from './adProviderSdk';

const documentWith = (head: string) =>
  new JSDOM(`<!doctype html><html><head>${head}</head><body></body></html>`).window.document;

describe('adProviderSdkOf', () => {
  it('is the embedded fake provider when the document names none', () => {
    expect(adProviderSdkOf(documentWith(''))).toEqual({
      url: DEFAULT_AD_PROVIDER_SDK_URL,
      integrity: null,
    });
    expect(DEFAULT_AD_PROVIDER_SDK_URL).toBe('/api/ads/sdk.js');
  });

  it('reads the SDK and its integrity hash the server named', () => {
    const document = documentWith(
      `<meta name="${AD_PROVIDER_SDK_META}" content="https://ads.example/sdk.js" data-integrity="sha384-abc+/=">`,
    );
    expect(adProviderSdkOf(document)).toEqual({
      url: 'https://ads.example/sdk.js',
      integrity: 'sha384-abc+/=',
    });
  });

  it('loads an SDK without a check when no hash is given, and ignores blank values', () => {
    expect(
      adProviderSdkOf(
        documentWith(`<meta name="${AD_PROVIDER_SDK_META}" content="https://ads.example/sdk.js">`),
      ),
    ).toEqual({ url: 'https://ads.example/sdk.js', integrity: null });
    expect(
      adProviderSdkOf(
        documentWith(`<meta name="${AD_PROVIDER_SDK_META}" content="  " data-integrity=" ">`),
      ),
    ).toEqual({ url: DEFAULT_AD_PROVIDER_SDK_URL, integrity: null });
  });
});
