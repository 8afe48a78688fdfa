/**
 * The security headers of every response (pages, files, /api, robots, the sitemap, the studio,
 * errors, 404s), through Hono's secure-headers middleware. Scripts run only from our origin, with
 * this response's nonce (the inline scripts the server writes: the app loader, React's streaming
 * scripts) or, on a page sent whole, by the loader's hash (scriptsByHash), so markup that slipped
 * into a page cannot run script; nothing may frame the storefront but itself (the studio's
 * preview frames).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

export type SecurityHeadersOptions = {
  /** PUBLIC_ORIGIN: HSTS only when it is https (a browser ignores it over plain http anyway). */
  publicOrigin: string | null;
  /** AD_PROVIDER_SDK_URL: its origin may run scripts and be called; null: the embedded fake
   * provider under /api, which is our own origin. */
  adProviderSdkUrl: string | null;
};

/** A year, subdomains included: what browsers' preload lists ask of a site. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const SELF = "'self'";

/**
 * The origins other than ours that a script URL names: none for a path (ours) and the URL's
 * origin otherwise. Anything but http(s) cannot be a script's source: a configuration error.
 */
export function scriptOrigins(url: string | null): string[] {
  if (url === null) return [];
  const ours = 'https://storefront.invalid';
  const resolved = new URL(url, ours);
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') {
    throw new Error(`AD_PROVIDER_SDK_URL must be an http(s) URL or a path, not "${url}".`);
  }
  return resolved.origin === ours ? [] : [resolved.origin];
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by scriptsByHash: the CSP allows these inline scripts instead of the nonce's. */
    inlineScriptHashes?: readonly string[];
    /** Set by allowTagManager: the page loads the site's Tag Manager container. */
    tagManager?: true;
  }
}

/**
 * Where a Tag Manager container and the Google tags it loads run and report (Google's own list
 * for a Content-Security-Policy with Tag Manager and GA4). Allowed only on the pages of a site
 * that names a container (analyticsCms.gtmContainerId): elsewhere no script from them may run.
 */
export const TAG_MANAGER_SCRIPTS = ['https://*.googletagmanager.com'];
export const TAG_MANAGER_CONNECTIONS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** This page loads the site's Tag Manager container (once the shopper has accepted). */
export function allowTagManager(c: Context): void {
  c.set('tagManager', true);
}

/** `policy` with the Tag Manager sources added to its script-src and connect-src. */
export function withTagManager(policy: string): string {
  return policy
    .replace(/(script-src [^;]*)/, `$1 ${TAG_MANAGER_SCRIPTS.join(' ')}`)
    .replace(/(connect-src [^;]*)/, `$1 ${TAG_MANAGER_CONNECTIONS.join(' ')}`);
}

/**
 * This response's inline scripts are allowed by their hashes, not by its nonce: a page sent whole
 * is then the same bytes for every response, which a shared cache may keep and a browser
 * revalidate (server/pageCaching). Its document must carry no nonce (server/document).
 */
export function scriptsByHash(c: Context, hashes: readonly string[]): void {
  c.set('inlineScriptHashes', hashes);
}

const NONCE_SOURCE = /'nonce-[^']*'/;

export function securityHeaders({
  publicOrigin,
  adProviderSdkUrl,
}: SecurityHeadersOptions): MiddlewareHandler {
  const headers = secureHeaders(securityHeaderOptions(publicOrigin, adProviderSdkUrl));
  return async (c, next) => {
    await headers(c, next);
    const hashes = c.get('inlineScriptHashes');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy === null) return;
    let sent = hashes === undefined ? policy : policy.replace(NONCE_SOURCE, hashes.join(' '));
    if (c.get('tagManager') === true) sent = withTagManager(sent);
    if (sent !== policy) c.res.headers.set('Content-Security-Policy', sent);
  };
}

function securityHeaderOptions(
  publicOrigin: string | null,
  adProviderSdkUrl: string | null,
): Parameters<typeof secureHeaders>[0] {
  const adProvider = scriptOrigins(adProviderSdkUrl);
  return {
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF, NONCE, ...adProvider],
      // styled-components writes <style> tags and React writes style attributes; CMS colours go
      // into custom properties set in style attributes (conventions). Styles cannot run script.
      styleSrc: [SELF, "'unsafe-inline'"],
      // CMS pictures (banners, logos, products) may live on any https host; the ad provider's
      // creatives too. data: and blob: for the app's own placeholders and previews.
      imgSrc: [SELF, 'data:', 'https:', 'blob:'],
      fontSrc: [SELF, 'data:'],
      // The provider's SDK asks its own ad server for decisions and sends its beacons there.
      connectSrc: [SELF, ...adProvider],
      frameSrc: [SELF],
      frameAncestors: [SELF],
      baseUri: [SELF],
      formAction: [SELF],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: publicOrigin?.startsWith('https:') === true ? HSTS : false,
    xFrameOptions: 'SAMEORIGIN',
    // Only the store finder's "closest store" (geolocation) on our own origin; the powerful
    // features a storefront never uses are off, also for anything it embeds. Only features
    // Chromium knows: it warns about an unknown one on every page.
    permissionsPolicy: {
      geolocation: ['self'],
      accelerometer: false,
      autoplay: false,
      camera: false,
      displayCapture: false,
      encryptedMedia: false,
      fullscreen: false,
      gyroscope: false,
      hid: false,
      idleDetection: false,
      magnetometer: false,
      microphone: false,
      midi: false,
      payment: false,
      pictureInPicture: false,
      publickeyCredentialsGet: false,
      screenWakeLock: false,
      serial: false,
      usb: false,
      xrSpatialTracking: false,
    },
  };
}

/** This response's nonce for the inline scripts the server writes into a document. */
export function scriptNonce(c: Context): string {
  const nonce = c.get('secureHeadersNonce');
  // The middleware draws it before the handler runs; without it no inline script would run.
  if (nonce === undefined) throw new Error('securityHeaders() must run before a page is written.');
  return nonce;
}
