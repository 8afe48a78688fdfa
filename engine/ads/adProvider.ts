/**
 * Loads the retail-media ad provider's SDK once, asynchronously, the first time a slot needs it
 * (never on the server and never before the page's own content: only effects call this). The
 * SDK installs `window.RetailMediaAds`; anything that does not look like it is treated as a
 * failed load, so the slot times out to NOT_LOADED instead of throwing.
 */
import { API_BASE_URL } from '../api/config';
import { adProviderSdkOf } from './adProviderSdk';

export type AdDisplayOptions = {
  accountId: string;
  siteId: string;
  channelId: string;
  zoneId: string;
  locationId: string;
  adType: string;
  strategy: string;
  keyword: string;
  catalog: string;
  maxItems: number;
  /** A product slug the provider recommends around; empty for none. */
  recommend: string;
  /** Product slugs already on the page. */
  exclude: string[];
};

export type AdProvider = {
  /** The attribute the provider puts on every creative it rendered or tracks. */
  marker: string;
  /** Fills one slot: renders banners into the container, resolves with the creatives. */
  display(container: HTMLElement, options: AdDisplayOptions): Promise<unknown>;
  /** Marks a natively rendered creative as the provider's and tracks its impression and clicks. */
  attach(element: HTMLElement, adId: string, zoneId: string): void;
};

declare global {
  interface Window {
    RetailMediaAds?: unknown;
  }
}

function isAdProvider(value: unknown): value is AdProvider {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.marker === 'string' &&
    typeof candidate.display === 'function' &&
    typeof candidate.attach === 'function'
  );
}

let loading: Promise<AdProvider> | null = null;

function injectSdk(): Promise<AdProvider> {
  return new Promise((resolve, reject) => {
    const sdk = adProviderSdkOf(document);
    const script = document.createElement('script');
    if (sdk.integrity !== null) {
      // A checked file from another origin must be fetched with CORS, or it never matches.
      script.integrity = sdk.integrity;
      script.crossOrigin = 'anonymous';
    }
    script.src = sdk.url;
    script.async = true;
    script.dataset.apiBase = API_BASE_URL;
    script.onload = () => {
      const provider = window.RetailMediaAds;
      if (isAdProvider(provider)) resolve(provider);
      else reject(new Error('The ad provider SDK did not install RetailMediaAds'));
    };
    script.onerror = () => reject(new Error('The ad provider SDK could not be loaded'));
    document.head.append(script);
  });
}

export function loadAdProvider(): Promise<AdProvider> {
  const present = window.RetailMediaAds;
  if (isAdProvider(present)) return Promise.resolve(present);
  loading ??= injectSdk().catch((error: unknown) => {
    // A failed load may succeed on a later page (a flaky network): try again next time.
    loading = null;
    throw error;
  });
  return loading;
}
