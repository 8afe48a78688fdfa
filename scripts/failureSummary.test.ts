import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { describeDiff, failureSummary, messageLines } from './failureSummary.mjs';

const ESC = String.fromCharCode(27);

/** A 20×10 picture of one colour, with `paint` applied to the pixels it returns a colour for. */
function picture(file: string, base: number[], paint: (x: number, y: number) => number[] | null) {
  const png = new PNG({ width: 20, height: 10 });
  for (let y = 0; y < 10; y += 1) {
    for (let x = 0; x < 20; x += 1) {
      const [r, g, b] = paint(x, y) ?? base;
      png.data.set([r ?? 0, g ?? 0, b ?? 0, 255], (y * 20 + x) * 4);
    }
  }
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

describe('failure summary', () => {
  it('keeps the first lines without colours, blank lines or stack frames', () => {
    const message = `Error: ${ESC}[2mexpect(${ESC}[22mpage).toBe()\n\nExpected: 1\nReceived: 2\n    at foo (x.js:1:1)\n    at bar`;
    expect(messageLines(message)).toEqual([
      'Error: expect(page).toBe()',
      'Expected: 1',
      'Received: 2',
    ]);
  });

  it('says where a picture differs, read from its diff image', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'diff-'));
    const inBox = (x: number, y: number) => x >= 4 && x <= 7 && y >= 2 && y <= 5;
    const reference = picture(path.join(dir, 'ref.png'), [255, 255, 255], () => null);
    const actual = picture(path.join(dir, 'act.png'), [255, 255, 255], (x, y) =>
      inBox(x, y) ? [21, 82, 55] : null,
    );
    const diff = picture(path.join(dir, 'diff.png'), [200, 200, 200], (x, y) =>
      inBox(x, y) ? [255, 0, 0] : null,
    );
    const message = [
      `Error: expect(page).toMatchScreenshot()`,
      '',
      'Screenshot does not match the stored reference.',
      '16 pixels (ratio 0.08) differ.',
      '',
      'Reference screenshot:',
      `  ${ESC}[32m${reference}${ESC}[39m`,
      '',
      'Actual screenshot:',
      `  ${actual}`,
      '',
      'Diff image:',
      `  ${diff}`,
      '',
      '    at somewhere',
    ].join('\n');
    expect(failureSummary(message)).toEqual([
      'Error: expect(page).toMatchScreenshot()',
      'Screenshot does not match the stored reference.',
      '16 pixels (ratio 0.08) differ.',
      '16 px differ in x 4–7, y 2–5 of 20×10; at 5,3 reference #ffffff, actual #155237',
    ]);
    expect(describeDiff(reference)).toBe('the diff image marks no pixel');
  });
});
