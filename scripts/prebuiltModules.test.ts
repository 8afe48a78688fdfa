import { describe, expect, it } from 'vitest';
import * as homeDefaults from '../engine/site/homeDefaults.prebuilt';
import * as siteDefaults from '../engine/site/siteDefaults.prebuilt';
import * as storeDefaults from '../engine/stores/storeDefaults.prebuilt';
import { prebuiltSource } from './prebuiltModules';

describe('prebuiltSource', () => {
  it('writes each export as a JSON literal', () => {
    expect(prebuiltSource('a.prebuilt.ts', { A: { n: 1, list: ['x'] }, B: null })).toBe(
      'export const A = {"n":1,"list":["x"]};\nexport const B = null;\n',
    );
  });

  it.each([
    ['a function', () => 1],
    ['a date', new Date(0)],
    ['an undefined field', { a: undefined }],
  ])('refuses %s, which JSON would not carry', (_, value) => {
    expect(() => prebuiltSource('a.prebuilt.ts', { A: value })).toThrow(/not plain JSON data/);
  });

  it('accepts the app’s prebuilt modules: the browser build gets exactly their values', () => {
    for (const module of [siteDefaults, homeDefaults, storeDefaults]) {
      const source = prebuiltSource('m.prebuilt.ts', { ...module });
      for (const [name, value] of Object.entries(module)) {
        expect(source).toContain(`export const ${name} = ${JSON.stringify(value)};`);
      }
    }
  });
});
