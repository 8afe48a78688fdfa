/**
 * Minifies the static text of one CSS template literal (see styledCssMinify.ts): drops
 * comments and indentation, which styled-components would otherwise ship as written. Works on the
 * raw text of the template's parts (the text between its `${…}`), so escapes stay as written, and
 * carries strings across interpolations (`content: '${x}'`). Conservative: only whitespace and
 * block comments go, never a character that stylis or the browser would read differently.
 *
 * Left alone (null) when the template has:
 * - a `//` line comment (styled-components strips it up to the newline, so newlines matter there),
 * - a block comment, string or parenthesis still open at a `${…}` or at the end,
 * - unbalanced braces (styled-components drops unbalanced declarations up to a `;` or newline),
 * - a JS escape in the raw text other than `\\` (a CSS escape) or one that stands for a
 *   non-ASCII character: `\n`, `\'`, `\x20` and the like could be whitespace or a quote for CSS.
 */

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';
const isHex = (char: string | undefined) => char !== undefined && /^[0-9a-fA-F]$/.test(char);
/** A space next to these is never needed (outside parentheses and strings). */
const TIGHT = new Set(['{', '}', ';']);

/**
 * Where the escape starting at raw[at] (a backslash) ends, or -1 when it is one we do not
 * minify around. Raw `\\` is a CSS escape: it takes the next character, or up to six hex digits
 * and one whitespace after them, all kept as written.
 */
function escapeEnd(raw: string, at: number): number {
  const next = raw[at + 1];
  if (next === '\\') {
    let end = at + 2;
    const escaped = raw[end];
    if (escaped === undefined || escaped === '\\') return -1;
    if (!isHex(escaped)) return end + 1;
    while (end < at + 8 && isHex(raw[end])) end += 1;
    if (raw[end] === '\r' && raw[end + 1] === '\n') return end + 2;
    return isSpace(raw[end]) ? end + 1 : end;
  }
  // \u2022, \u{1F600}, \xA0: a plain character for CSS when it is not ASCII.
  const unicode = /^\\(?:u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2}))/.exec(
    raw.slice(at, at + 10),
  );
  const hex = unicode?.[1] ?? unicode?.[2] ?? unicode?.[3];
  if (unicode && hex && Number.parseInt(hex, 16) > 0x7f) return at + unicode[0].length;
  return -1;
}

/**
 * The minified raw text of each part of a CSS template (`quasis[i]` is the raw text before the
 * i-th interpolation), or null when it is left as written or nothing would change.
 */
export function minifyCssTemplate(quasis: readonly string[]): string[] | null {
  const out: string[] = [];
  let quote: string | null = null;
  let parens = 0;
  let braces = 0;
  const last = quasis.length - 1;

  for (const [index, raw] of quasis.entries()) {
    let text = '';
    let space = false;
    /** Writes the pending whitespace as one space, unless `next` makes it useless. */
    const flush = (next: string) => {
      if (!space) return;
      space = false;
      if (index === 0 && text === '') return; // start of the template
      if (parens > 0) {
        text += ' ';
        return;
      }
      const previous = text.at(-1);
      if (TIGHT.has(next) || (previous !== undefined && TIGHT.has(previous))) return;
      text += ' ';
    };

    let i = 0;
    while (i < raw.length) {
      const char = raw[i] as string;
      if (char === '\\') {
        const end = escapeEnd(raw, i);
        if (end < 0) return null;
        flush(char);
        text += raw.slice(i, end);
        i = end;
        continue;
      }
      if (quote !== null) {
        text += char;
        if (char === quote) quote = null;
        i += 1;
        continue;
      }
      if (isSpace(char)) {
        space = true;
        i += 1;
        continue;
      }
      if (char === '/' && raw[i + 1] === '*') {
        const close = raw.indexOf('*/', i + 2);
        if (close < 0) return null;
        // stylis drops a comment without a trace ("0/**/auto" is "0auto"), and so do we.
        i = close + 2;
        continue;
      }
      if (char === '/' && raw[i + 1] === '/' && parens === 0) return null;

      flush(char);
      if (char === '"' || char === "'") quote = char;
      else if (char === '(') parens += 1;
      else if (char === ')') parens -= 1;
      else if (char === '{') braces += 1;
      else if (char === '}') braces -= 1;
      if (parens < 0 || braces < 0) return null;
      text += char;
      i += 1;
    }
    // A space before an interpolation stays (`${a} ${b}`, `1px ${c}`), except before `}` or
    // after `{`/`;`/`}` and at the end of the template.
    if (space && index < last) flush('');
    out.push(text);
  }
  if (quote !== null || parens !== 0 || braces !== 0) return null;
  return out.every((text, index) => text === quasis[index]) ? null : out;
}
