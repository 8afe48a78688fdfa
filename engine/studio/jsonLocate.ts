/**
 * Where things are in the JSON text an editor types: the line of a syntax error, and the line of
 * each value by its path, so schema diagnostics ("headerWidgetCmsData.links[2].url") point at the
 * line that holds them. A small scanner: JSON.parse gives positions only for the first error.
 */
import { formatPath } from '../../schemas/lenientPath';
import type { Segment } from './formFields';

export type SyntaxProblem = { message: string; line: number; column: number };

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Parses JSON; on failure, the engine's message with the line and column it names. */
export function parseJsonText(
  text: string,
): { ok: true; value: unknown } | { ok: false; problem: SyntaxProblem } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const lineCol = /line (\d+) column (\d+)/.exec(message);
    const position = /position (\d+)/.exec(message);
    const at = lineCol
      ? { line: Number(lineCol[1]), column: Number(lineCol[2]) }
      : lineColumn(text, position ? Number(position[1]) : text.length);
    const short = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/ in JSON at position \d+/, '');
    return { ok: false, problem: { message: short, ...at } };
  }
}

/**
 * The line of every value in valid JSON text, keyed by its formatted path (as diagnostics name
 * paths). Text that is not valid JSON gives whatever was scanned before the problem.
 */
export function valueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let index = 0;
  let line = 1;
  const skip = () => {
    while (index < text.length && /\s/.test(text.charAt(index))) {
      if (text.charAt(index) === '\n') line += 1;
      index += 1;
    }
  };
  const readString = (): string => {
    const start = index;
    index += 1;
    while (index < text.length && text.charAt(index) !== '"')
      index += text.charAt(index) === '\\' ? 2 : 1;
    index += 1;
    try {
      return String(JSON.parse(text.slice(start, index)));
    } catch {
      return '';
    }
  };
  const value = (path: Segment[]): void => {
    skip();
    lines.set(formatPath(path), line);
    const char = text.charAt(index);
    if (char === '{') {
      index += 1;
      for (;;) {
        skip();
        if (text.charAt(index) !== '"') break;
        const key = readString();
        skip();
        index += 1;
        value([...path, key]);
        skip();
        if (text.charAt(index) !== ',') break;
        index += 1;
      }
      index += 1;
    } else if (char === '[') {
      index += 1;
      skip();
      for (let item = 0; text.charAt(index) !== ']' && index < text.length; item += 1) {
        value([...path, item]);
        skip();
        if (text.charAt(index) !== ',') break;
        index += 1;
      }
      skip();
      index += 1;
    } else if (char === '"') readString();
    else while (index < text.length && /[^,\]}\s]/.test(text.charAt(index))) index += 1;
  };
  value([]);
  return lines;
}
