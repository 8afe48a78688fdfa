import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shiftSourceMapText, withCompileHint } from './compileHints';

describe('compile hints', () => {
  it('puts the hint on the first line, above Vite’s preload helper', () => {
    const chunk = withCompileHint({ code: 'const __vite__mapDeps=1;\nexport{}', map: null });
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
  });

  it('moves the source map one generated line down, once', () => {
    const chunk = withCompileHint({ code: 'a()', map: { mappings: 'AAAA;AACA' } });
    expect(chunk.map?.mappings).toBe(';AAAA;AACA');
    withCompileHint(chunk);
    expect(chunk.code.startsWith(`${COMPILE_HINT}\n${COMPILE_HINT}`)).toBe(false);
    expect(chunk.map?.mappings).toBe(';AAAA;AACA');
  });

  it('shifts a written source map file the same way', () => {
    const text = JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA' });
    expect(JSON.parse(shiftSourceMapText(text))).toEqual({
      version: 3,
      sources: ['a.ts'],
      mappings: ';AAAA',
    });
  });
});
