import { describe, expect, it } from 'vitest';
import { overflowGuards, withReport, type OverflowReports } from './overflowGuards';

describe('withReport', () => {
  it('files a frame report under its width and drops it when the frame goes', () => {
    const one = withReport({}, 375, ['tickerCrudData[0].title']);
    expect(one).toEqual({ 375: ['tickerCrudData[0].title'] });
    const two = withReport(one, 1280, []);
    expect(two).toEqual({ 375: ['tickerCrudData[0].title'], 1280: [] });
    expect(withReport(two, 375, null)).toEqual({ 1280: [] });
  });

  it('keeps the same object for a report that says nothing new (no re-render)', () => {
    const reports: OverflowReports = { 375: ['a'] };
    expect(withReport(reports, 375, ['a'])).toBe(reports);
    expect(withReport(reports, 768, null)).toBe(reports);
    expect(withReport(reports, 375, ['a', 'b'])).not.toBe(reports);
  });
});

describe('overflowGuards', () => {
  it('has nothing to say when nothing overflows', () => {
    expect(overflowGuards({})).toEqual([]);
    expect(overflowGuards({ 375: [], 768: [], 1280: [] })).toEqual([]);
  });

  it('names every width where a text overflows, narrowest first', () => {
    const guards = overflowGuards({
      1280: ['tickerCrudData[0].title'],
      375: ['tickerCrudData[0].title', 'stickyFooterWidgetCmsData.homeText'],
      768: ['tickerCrudData[0].title'],
    });
    expect(guards.map((g) => [g.path, g.kind])).toEqual([
      ['tickerCrudData[0].title', 'overflow'],
      ['stickyFooterWidgetCmsData.homeText', 'overflow'],
    ]);
    expect(guards[0]?.message).toMatch(/^Overflows its box at 375, 768 and 1280 px/);
    expect(guards[1]?.message).toMatch(/^Overflows its box at 375 px in the preview/);
  });
});
