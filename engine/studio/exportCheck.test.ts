import { describe, expect, it } from 'vitest';
import { loadSiteRaw, siteNames } from '../../fixtures/sites';
import { exportProblems, refusedExportStatus } from './exportCheck';

/** Fixture sites broken on purpose (the storefront's lenient reading is tested on them). */
const BROKEN = ['broken', 'homepage-broken'];

describe('exportProblems', () => {
  it.each(siteNames.filter((name) => !BROKEN.includes(name)))('passes the %s site', (name) => {
    expect(exportProblems(loadSiteRaw(name))).toEqual([]);
  });

  it('names each value the settings schema refuses, by its path', () => {
    const problems = exportProblems({ headerFooterSettings: 'five', appSettings: { shopPath: 5 } });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^headerFooterSettings: .*expected object/),
        expect.stringMatching(/^appSettings\.shopPath: .*expected string/),
      ]),
    );
    expect(exportProblems(loadSiteRaw('broken')).length).toBeGreaterThan(5);
  });
});

describe('refusedExportStatus', () => {
  it('says what is wrong, at most five places, and how many more', () => {
    expect(refusedExportStatus(['a: bad'])).toBe(
      'Not exported: 1 value does not match the settings schema (contract/settings.schema.json): a: bad.',
    );
    const many = Array.from({ length: 7 }, (_, i) => `p${i}: bad`);
    expect(refusedExportStatus(many)).toBe(
      'Not exported: 7 values do not match the settings schema (contract/settings.schema.json): p0: bad; p1: bad; p2: bad; p3: bad; p4: bad; and 2 more.',
    );
  });
});
