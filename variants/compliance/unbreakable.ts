/**
 * Hyphenated codes with digits ("1-800-222-1222", "AU-R-000123") read as one thing: a browser
 * would break them after a hyphen, leaving a phone number or licence number on two lines. This
 * splits a text into runs, marking those codes to keep whole. Pure.
 */
const CODE = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g;

export type TextRun = { text: string; keepWhole: boolean };

export function unbreakableRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    // Words like "well-known" may break as usual: only codes with a digit are kept whole.
    if (!/\d/.test(match[0])) continue;
    if (match.index > last) runs.push({ text: text.slice(last, match.index), keepWhole: false });
    runs.push({ text: match[0], keepWhole: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), keepWhole: false });
  return runs;
}
