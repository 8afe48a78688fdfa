import DOMPurify from 'dompurify';

/** CMS and search-service HTML is sanitised before it is rendered (scripts, event handlers and
 * javascript: URLs removed). Without a DOM to sanitise with, the HTML is shown as text instead. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
