import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteNames } from '../fixtures/sites';
import {
  exportNameOf,
  STOREFRONT_STORIES_FILE,
  storefrontStoriesSource,
} from './storefrontStories';

/** The fixture sites the committed story file has a story for, read from its exports. */
function storySites(source: string): string[] {
  return [...source.matchAll(/^export const \w+: Story = \{\n {2}name: '([^']+)',/gm)].map(
    (match) => match[1] ?? '',
  );
}

describe('Storefront stories', () => {
  it('cover exactly the discovered fixture sites, one story each', () => {
    const committed = readFileSync(STOREFRONT_STORIES_FILE, 'utf8');
    expect(storySites(committed)).toEqual([...siteNames]);
  });

  it('are the generator output for the fixture files (npm run storybook regenerates them)', () => {
    expect(readFileSync(STOREFRONT_STORIES_FILE, 'utf8')).toBe(storefrontStoriesSource(siteNames));
  });

  it('give a new fixture file its story with no other code', () => {
    const source = storefrontStoriesSource([...siteNames, 'spring-sale']);
    expect(storySites(source)).toEqual([...siteNames, 'spring-sale']);
    expect(source).toContain("export const SpringSale: Story = {\n  name: 'spring-sale',");
    expect(source).toContain("parameters: { site: 'spring-sale' }");
  });

  it('name exports validly and refuse two sites that would share one', () => {
    expect(exportNameOf('deals-v2')).toBe('DealsV2');
    expect(exportNameOf('2026-launch')).toBe('Site2026Launch');
    expect(() => storefrontStoriesSource(['header-one', 'header_one'])).toThrow(/clash/);
  });
});
