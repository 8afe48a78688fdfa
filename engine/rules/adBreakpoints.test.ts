import { describe, expect, it } from 'vitest';
import { bannerSlotHeight } from '../../variants/ads/bannerSize';
import { modeMediaQuery, modeShowsAtWidth } from './adBreakpoints';

describe('modeShowsAtWidth', () => {
  it.each([
    ['all', 375, true],
    ['mobile', 375, true],
    ['mobile', 768, false],
    ['tablet, desktop', 1024, true],
    ['wide', 1279, false],
    ['wide', 1280, true],
    ['phablet', 375, false],
  ])('%j at %i px → %s', (mode, width, shows) => {
    expect(modeShowsAtWidth(mode, width)).toBe(shows);
  });
});

describe('bannerSlotHeight', () => {
  it('adds the frame (padding, label line, gap) to the creative height', () => {
    expect(bannerSlotHeight(88)).toBe(125);
    expect(bannerSlotHeight(-5)).toBe(37);
  });
});

describe('modeMediaQuery', () => {
  it.each([
    ['all', 'all'],
    ['mobile', '(max-width: 767.98px)'],
    ['tablet, wide', '(min-width: 768px) and (max-width: 1023.98px), (min-width: 1280px)'],
    ['phablet', null],
  ])('%j → %j', (mode, query) => {
    expect(modeMediaQuery(mode)).toBe(query);
  });

  it('matches exactly the widths modeShowsAtWidth shows a placement at', () => {
    for (const mode of ['mobile', 'tablet', 'desktop', 'wide', 'mobile desktop']) {
      const query = modeMediaQuery(mode) ?? '';
      for (const width of [320, 767, 768, 1023, 1024, 1279, 1280, 1920]) {
        const inRange = query.split(', ').some((range) => {
          const min = /min-width: ([\d.]+)px/.exec(range)?.[1];
          const max = /max-width: ([\d.]+)px/.exec(range)?.[1];
          return (
            (min === undefined || width >= Number(min)) &&
            (max === undefined || width <= Number(max))
          );
        });
        expect(inRange, `${mode} at ${width}`).toBe(modeShowsAtWidth(mode, width));
      }
    }
  });
});
