import { describe, expect, it } from 'vitest';
import { mockOnlyFiles } from './homeRoute.mjs';

/** A manifest in Vite's shape: source key → its file and what it imports. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['engine/api/readWith.ts', 'engine/app/httpMockedMode.ts'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'engine/api/readWith.ts': { file: 'assets/readWith.js', imports: ['_schemas.js'] },
  '_schemas.js': { file: 'assets/schemas.js' },
  'engine/app/httpMockedMode.ts': {
    file: 'assets/httpMockedMode.js',
    imports: ['_schemas.js', '_fixtures.js', '_framework.js'],
  },
  '_fixtures.js': { file: 'assets/fixtures.js' },
};

describe('mockOnlyFiles (the bundle budget leaves the embedded mock backend out)', () => {
  it('leaves out what only the mock backend reaches', () => {
    const mock = mockOnlyFiles(manifest);
    expect(mock.has('assets/httpMockedMode.js')).toBe(true);
    expect(mock.has('assets/fixtures.js')).toBe(true);
  });

  it('counts a chunk the app loads lazily too, even when the mock backend imports it', () => {
    const mock = mockOnlyFiles(manifest);
    expect(mock.has('assets/schemas.js')).toBe(false);
    expect(mock.has('assets/framework.js')).toBe(false);
  });
});
