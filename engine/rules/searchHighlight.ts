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

/** A tag with quoted attribute values, so a `>` inside quotes does not end it; or a comment. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

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
  let dropping: string | null = null;
  let last = 0;
  const push = (raw: string) => {
    if (dropping !== null || raw === '') return;
    // A stray "<" that starts no tag is text; a cut-off tag at the end is not.
    const text = decodeEntities(raw.replace(/<[a-zA-Z/!][^>]*$/, ''));
    if (text === '') return;
    const match = depth > 0;
    const previous = segments.at(-1);
    if (previous && previous.match === match) previous.text += text;
    else segments.push({ text, match });
  };
  for (const found of html.matchAll(TAG)) {
    push(html.slice(last, found.index));
    last = found.index + found[0].length;
    const [, closing, rawName] = found;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name) && !closing) dropping = name;
    else if (MARK_TAGS.has(name)) depth = Math.max(0, depth + (closing ? -1 : 1));
  }
  push(html.slice(last));
  return segments;
}

/** The highlight's words without markup, e.g. for an accessible name. */
export function highlightText(html: string): string {
  return highlightSegments(html)
    .map((segment) => segment.text)
    .join('');
}
