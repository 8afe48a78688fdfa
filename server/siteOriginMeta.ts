/**
 * The trusted origin, told to the browser in each document (engine/site/siteOrigin.tsx reads
 * it), so the links the browser renders into the head after hydration are the server's, not the
 * ones of whatever host the page was reached by.
 */
import { SITE_ORIGIN_META } from '../engine/site/siteOrigin';
import { escapeHtml } from '../engine/rules/sanitizeHtml';

export const siteOriginMeta = (origin: string): string =>
  `<meta name="${SITE_ORIGIN_META}" content="${escapeHtml(origin)}" />`;
