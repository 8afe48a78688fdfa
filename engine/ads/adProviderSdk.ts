/**
 * Which retail-media SDK the browser loads: a runtime setting of the server (AD_PROVIDER_SDK_URL,
 * AD_PROVIDER_SDK_INTEGRITY), which writes it into each document as a <meta>, so one build serves
 * any provider. Without it (nothing configured, the client-only builds) the embedded fake
 * provider next to the mock API.
 */
import { API_BASE_URL } from '../api/config';

/** The <meta name> the server writes (server/adProviderSdkMeta.ts). */
export const AD_PROVIDER_SDK_META = 'storefront-ad-provider-sdk';

export const DEFAULT_AD_PROVIDER_SDK_URL = `${API_BASE_URL}/ads/sdk.js`;

export type AdProviderSdk = {
  url: string;
  /** Subresource Integrity hashes ("sha384-…"): the browser runs the file only if it matches. */
  integrity: string | null;
};

const nonEmpty = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The SDK the document names; read when the SDK is injected, never at module scope (SSR). */
export function adProviderSdkOf(document: Pick<Document, 'querySelector'>): AdProviderSdk {
  const meta = document.querySelector(`meta[name="${AD_PROVIDER_SDK_META}"]`);
  return {
    url: nonEmpty(meta?.getAttribute('content')) ?? DEFAULT_AD_PROVIDER_SDK_URL,
    integrity: nonEmpty(meta?.getAttribute('data-integrity')),
  };
}
