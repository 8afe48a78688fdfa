import { ownValue } from '../../ui/ownValue';
import type { HighlightSegment } from '../../variants/search/types';

/**
 * The search service's suggestion highlight (spec §3 "highlight (HTML)") as plain text segments,
 * the matched parts marked. Only the emphasis tags survive as a flag; every other tag, attribute
 * and the content of script-like elements is dropped, and the view renders text nodes only, so a
 * hostile highlight such as `<img src=x onerror=…>` can never reach the DOM as markup.
 */

const MARK_TAGS = new Set(['em', 'mark', 'b', 'strong']);
/** Elements whose content is code or markup, not words a shopper should read. */
const DROP_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'textarea']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ownValue(NAMED, body.toLowerCase()) ?? whole;
  });
}

export function highlightSegments(html: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let depth = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (text === '') return;
    const match = depth > 0;
    const previous = segments.at(-1);
    if (previous && previous.match === match) previous.text += text;
    else segments.push({ text, match });
  };
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const token = open === -1 ? null : tokenAt(html, open);
    if (token === null) {
      // A "<" that starts no tag is text.
      push(html.slice(at, open === -1 ? html.length : open + 1));
      if (open === -1) break;
      at = open + 1;
      continue;
    }
    push(html.slice(at, open));
    at = token.end;
    if (token.name === null) continue;
    if (DROP_CONTENT.has(token.name) && !token.closing) {
      // Raw text, as the browser reads it: nothing inside counts as a tag until the closing one.
      const close = closingTagOf(token.name);
      close.lastIndex = at;
      const found = close.exec(html);
      at = found === null ? html.length : (tokenAt(html, found.index)?.end ?? html.length);
    } else if (MARK_TAGS.has(token.name)) {
      depth = Math.max(0, depth + (token.closing ? -1 : 1));
    }
  }
  return segments;
}

const closingTags = new Map<string, RegExp>();
function closingTagOf(name: string): RegExp {
  const known = closingTags.get(name);
  if (known) return known;
  const pattern = new RegExp(`</${name}`, 'gi');
  closingTags.set(name, pattern);
  return pattern;
}

type Token = {
  /** Lower-case tag name; null for a comment or other markup that carries no words. */
  name: string | null;
  closing: boolean;
  /** Index just past the token; the input's length when it is cut off. */
  end: number;
};

const NAME_START = /[a-z]/i;
const NAME_CHAR = /[\w-]/;
const SPACE = /[\t\n\f\r ]/;

/**
 * The markup starting at the "<" at `open`, or null when that "<" is text. One forward scan, so
 * the whole highlight is read in linear time however many "<" never close. A
 * tag or comment cut off by the end of the input takes the rest with it, as in the browser.
 */
function tokenAt(html: string, open: number): Token | null {
  if (html.startsWith('<!--', open)) {
    const close = html.indexOf('-->', open + 4);
    return { name: null, closing: false, end: close === -1 ? html.length : close + 3 };
  }
  const closing = html[open + 1] === '/';
  let at = open + (closing ? 2 : 1);
  if (!NAME_START.test(html[at] ?? '')) {
    if (!closing && html[at] !== '!' && html[at] !== '?') return null;
    // "<!doctype>", "<?x>", "</ >": markup without words, up to the next ">".
    const close = html.indexOf('>', at);
    return { name: null, closing: false, end: close === -1 ? html.length : close + 1 };
  }
  const nameStart = at;
  while (at < html.length && NAME_CHAR.test(html[at] ?? '')) at += 1;
  const name = html.slice(nameStart, at).toLowerCase();
  while (at < html.length && html[at] !== '>') {
    if (html[at] !== '=') {
      at += 1;
      continue;
    }
    at += 1;
    while (SPACE.test(html[at] ?? '')) at += 1;
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      // A ">" inside a quoted value does not end the tag.
      const close = html.indexOf(quote, at + 1);
      at = close === -1 ? html.length : close + 1;
    }
  }
  return { name, closing, end: Math.min(at + 1, html.length) };
}

/** The highlight's words without markup, e.g. for an accessible name. */
export function highlightText(html: string): string {
  return highlightSegments(html)
    .map((segment) => segment.text)
    .join('');
}
