import { describe, expect, it } from 'vitest';
import { bannerSlotHeight } from '../../variants/ads/bannerSize';
import { modeShowsAtWidth } from './adBreakpoints';

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
