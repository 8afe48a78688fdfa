/**
 * The retail-media SDK the browser loads, told to it in each document (engine/ads/adProviderSdk.ts
 * reads it): nothing when none is configured, so the embedded fake provider under /api loads.
 */
import { AD_PROVIDER_SDK_META } from '../engine/ads/adProviderSdk';
import { escapeHtml } from '../engine/rules/sanitizeHtml';
import type { ServerEnv } from './env';

/** One or more Subresource Integrity hashes: a browser skips a malformed one and checks nothing. */
const INTEGRITY =
  /^(?:sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})(?:\s+sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})*$/;

/** The <meta> for the document's <head>; throws on a configuration that would check nothing. */
export function adProviderSdkMeta({ url, integrity }: ServerEnv['adProviderSdk']): string {
  if (url === null) {
    if (integrity !== null) {
      throw new Error('AD_PROVIDER_SDK_INTEGRITY is set without AD_PROVIDER_SDK_URL.');
    }
    return '';
  }
  if (integrity !== null && !INTEGRITY.test(integrity)) {
    throw new Error(
      `AD_PROVIDER_SDK_INTEGRITY must be Subresource Integrity hashes ("sha384-<base64>"), not "${integrity}".`,
    );
  }
  const integrityAttribute = integrity === null ? '' : ` data-integrity="${escapeHtml(integrity)}"`;
  return `<meta name="${AD_PROVIDER_SDK_META}" content="${escapeHtml(url)}"${integrityAttribute} />`;
}
