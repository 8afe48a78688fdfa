// What CI shows of a failed test: the log is cut to its end, so each failure gets a few lines
// that say what went wrong, and a picture that differs says where, read from its diff image.
import { existsSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const MAX_LINES = 6;

/** The message's first lines, without colours, stack frames or blank lines. */
export function messageLines(text) {
  const lines = [];
  for (const raw of String(text ?? '')
    .replace(ANSI, '')
    .split('\n')) {
    const line = raw.trim();
    // Stack frames, and a picture's file paths (described from its diff instead), end it.
    if (/^(at |❯ |Reference screenshot:)/.test(line)) break;
    if (line) lines.push(line.length > 200 ? `${line.slice(0, 199)}…` : line);
    if (lines.length === MAX_LINES) break;
  }
  return lines;
}

/** The file named on the line after `label` in a screenshot mismatch message. */
function pathAfter(text, label) {
  const lines = String(text ?? '')
    .replace(ANSI, '')
    .split('\n');
  const at = lines.findIndex((line) => line.trim().startsWith(label));
  const next = at < 0 ? undefined : lines[at + 1]?.trim();
  return next && existsSync(next) ? next : undefined;
}

/**
 * Where a diff image marks its differing pixels (pixelmatch paints them pure red), as a box, and
 * the reference and actual colour at the box's centre-most marked pixel.
 */
export function describeDiff(diffFile, referenceFile, actualFile) {
  const diff = PNG.sync.read(readFileSync(diffFile));
  let count = 0;
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  const marked = [];
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      count += 1;
      marked.push([x, y]);
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  if (count === 0) return 'the diff image marks no pixel';
  const box = `${count} px differ in x ${left}–${right}, y ${top}–${bottom} of ${diff.width}×${diff.height}`;
  if (!referenceFile || !actualFile) return box;
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  const [x, y] = marked.reduce((best, point) =>
    Math.hypot(point[0] - cx, point[1] - cy) < Math.hypot(best[0] - cx, best[1] - cy)
      ? point
      : best,
  );
  const colour = (file) => {
    const png = PNG.sync.read(readFileSync(file));
    const i = (y * png.width + x) * 4;
    return `#${[0, 1, 2].map((k) => png.data[i + k].toString(16).padStart(2, '0')).join('')}`;
  };
  return `${box}; at ${x},${y} reference ${colour(referenceFile)}, actual ${colour(actualFile)}`;
}

/** The lines printed under a failed test's name. */
export function failureSummary(text) {
  const lines = messageLines(text);
  const diff = pathAfter(text, 'Diff image');
  if (diff) {
    try {
      lines.push(
        describeDiff(
          diff,
          pathAfter(text, 'Reference screenshot'),
          pathAfter(text, 'Actual screenshot'),
        ),
      );
    } catch (error) {
      lines.push(`diff image unreadable: ${error.message}`);
    }
  }
  return lines;
}
