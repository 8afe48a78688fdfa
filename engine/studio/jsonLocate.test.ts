import { describe, expect, it } from 'vitest';
import { lineColumn, parseJsonText, valueLines } from './jsonLocate';

const text = `{
  "headerWidgetCmsData": {
    "logo": "/a.svg",
    "links": [
      { "label": "Shop", "url": "/shop" },
      {
        "label": "Deals",
        "url": "javascript:alert(1)"
      }
    ]
  },
  "n": 3
}`;

describe('valueLines', () => {
  it.each([
    ['(root)', 1],
    ['headerWidgetCmsData', 2],
    ['headerWidgetCmsData.logo', 3],
    ['headerWidgetCmsData.links', 4],
    ['headerWidgetCmsData.links[0]', 5],
    ['headerWidgetCmsData.links[0].url', 5],
    ['headerWidgetCmsData.links[1].url', 8],
    ['n', 12],
  ])('%s is on line %i', (path, line) => {
    expect(valueLines(text).get(path)).toBe(line);
  });

  it('reads escaped quotes inside keys and strings', () => {
    expect(valueLines('{"a\\"b": "x\\"y",\n"c": 1}').get('c')).toBe(2);
  });
});

describe('parseJsonText', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJsonText('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
  });

  it.each([
    ['{\n  "a": 1,\n  "b": 2\n  "c": 3\n}', 4],
    ['{\n  "a": 1\n  "b": 2\n}', 3],
    ['{\n  "a": 1,\n}', 3],
  ])('names the line of a syntax error (%#)', (broken, line) => {
    const result = parseJsonText(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.line).toBe(line);
      expect(result.problem.message).not.toMatch(/position/);
    }
  });
});

describe('lineColumn', () => {
  it.each([
    [0, 1, 1],
    [3, 1, 4],
    [4, 2, 1],
  ])('offset %i is line %i column %i', (offset, line, column) => {
    expect(lineColumn('abc\ndef', offset)).toEqual({ line, column });
  });
});
