import { describe, expect, it } from 'vitest';
import { isFilePath } from './filePath';

describe('isFilePath', () => {
  it.each([
    ['/assets/shell-1a2b.js', true],
    ['/default.png', true],
    ['/missing.png', true],
    // A dot makes a file of any other path, whatever its route.
    ['/product/a.b', true],
    ['/product/%252F%252Fevil.example', true],
    ['/index.html', false],
    ['/', false],
    ['/product/blue-dream', false],
    // A slug holding a slash is a page's parameter, never a file's name.
    ['/product/%2F%2Fevil.example', false],
    ['/category/%2fevil.example', false],
  ])('%s → %s', (path, expected) => {
    expect(isFilePath(path)).toBe(expected);
  });
});
