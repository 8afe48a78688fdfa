import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { boundedMemo } from './boundedMemo';
import { withInertEventHandlers } from './inertEventHandlers';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, richTextLink } from './richTextPolicy';

type DomWindow = Parameters<typeof DOMPurify>[0];

/** The browser's window; on the server, the DOM the server provides (jsdom), else none. */
let domWindow: DomWindow | null = typeof window === 'undefined' ? null : window;

/**
 * The server renders pages too: it gives the sanitiser a DOM (server/main: jsdom), so its HTML
 * is exactly what the browser's sanitiser makes and hydration matches.
 */
export function provideSanitizerWindow(win: DomWindow): void {
  domWindow = win;
  purifier = null;
  sanitizedWithDom = boundedMemo(sanitizeOnce, REMEMBERED);
}

/**
 * The one sanitiser for every HTML sink (CMS rich text): an explicit allowlist of text tags and
 * attributes (richTextPolicy), each link through the safe-link rule. Without a DOM to sanitise
 * with, the HTML is shown as text instead.
 */
export function sanitizeHtml(html: string): string {
  return sanitizedWithDom(html);
}

/** Texts of a few pages' worth of CMS sections; a rich text longer than this is rare. */
const REMEMBERED = { entries: 500, maxInputLength: 64 * 1024 };

/** The same text sanitises the same way: each is parsed once (on the server, once for every
 * shopper). Renewed with the DOM it sanitises on. */
let sanitizedWithDom = boundedMemo(sanitizeOnce, REMEMBERED);

function sanitizeOnce(html: string): string {
  const purify = richTextPurifier();
  if (purify === null || !purify.isSupported) return escapeHtml(html);
  // The browser's parse would report each handler attribute to the page's CSP (inertEventHandlers).
  return purify.sanitize(withInertEventHandlers(html), CONFIG);
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
function richTextPurifier(): Purifier | null {
  if (purifier !== null) return purifier;
  if (domWindow === null) return null;
  const created = DOMPurify(domWindow);
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
