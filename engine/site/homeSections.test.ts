import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SECTIONS, parseSiteConfig } from '../../schemas';
import { homeSectionsFor } from './homeSections';

describe('homeSectionsFor', () => {
  it('shows the default home without sections, with an empty list or with none left', () => {
    expect(homeSectionsFor(undefined)).toBe(DEFAULT_HOME_SECTIONS);
    expect(homeSectionsFor([])).toBe(DEFAULT_HOME_SECTIONS);
    const { config } = parseSiteConfig({ homePageSections: [{ type: 'nope' }] });
    expect(homeSectionsFor(config.settings.homePageSections)).toBe(DEFAULT_HOME_SECTIONS);
  });

  it('shows the configured sections when there are any', () => {
    const { config } = parseSiteConfig({ homePageSections: [{ type: 'adSlot' }] });
    expect(homeSectionsFor(config.settings.homePageSections)).toEqual([
      { type: 'adSlot', settings: {} },
    ]);
  });
});
