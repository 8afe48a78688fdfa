import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, richTextLink } from './richTextPolicy';

/**
 * The one sanitiser for every HTML sink (CMS rich text): an explicit allowlist of text tags and
 * attributes (richTextPolicy), each link through the safe-link rule. Without a DOM to sanitise
 * with, the HTML is shown as text instead.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return richTextPurifier().sanitize(html, CONFIG);
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  // aria-hidden and friends could hide or relabel the text for assistive technology.
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: Purifier | null = null;

/** A private instance, so these hooks never change how anything else uses DOMPurify. */
function richTextPurifier(): Purifier {
  if (purifier !== null) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName !== 'href') return;
    // Only anchors navigate; a link the safe-link rule refuses keeps its words, not its href.
    if (node.nodeName !== 'A' || richTextLink(event.attrValue) === null) event.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    const link = href === null ? null : richTextLink(href);
    if (link?.target === undefined || link.rel === undefined) return;
    node.setAttribute('target', link.target);
    node.setAttribute('rel', link.rel);
  });
  purifier = created;
  return created;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
