import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CMS_SETTINGS_DOC, cmsSettingsDocument, cmsSettingsMarkdown } from './cmsDocs';

/** A site of two groups, one placed in a chapter and one not, to see what the generator writes. */
const sample = (settings: Record<string, string> = {}) => ({
  schema: z.object({
    banner: z.object({
      isShown: z.boolean().default(false),
      heading: z.string().default('Welcome').meta({ description: 'The banner’s heading.' }),
      slides: z.array(z.object({ image: z.string().min(1) })).min(1),
    }),
    extras: z.object({ tone: z.enum(['calm', 'loud']).default('calm') }).prefault({}),
  }),
  chapters: [{ title: 'Top of the page', groups: ['banner'] }],
  groups: { banner: { title: 'the banner', text: 'The strip above the header.' } },
  settings,
});

describe('docs/cms/settings.md', () => {
  it('is what `npm run docs:cms` writes from the schemas today', async () => {
    const committed = readFileSync(CMS_SETTINGS_DOC, 'utf8');
    expect(committed, 'run `npm run docs:cms` and commit docs/cms/settings.md').toBe(
      await cmsSettingsDocument(),
    );
  });

  it('names every setting of the site schema, flags and home sections included', () => {
    const document = cmsSettingsMarkdown();
    for (const line of [
      '- `isHeaderEight`: on/off; default `false`. Shows Header Eight.',
      '- `isDealsCardFive`: on/off; default `false`. Shows Deal card Five, also when no flag is on.',
      '- `title`: text; default `"Quick Links"`. The column’s heading.',
      '#### `contentTeaser`',
      '- `slides[].image`: text, not empty; **required**. The picture.',
    ])
      expect(document).toContain(line);
    expect(document).not.toContain('## Other settings');
  });
});

describe('cmsSettingsMarkdown', () => {
  it('gives a setting without a description its name, type and default', () => {
    const document = cmsSettingsMarkdown(sample());
    expect(document).toContain('- `isShown`: on/off; default `false`.\n');
    expect(document).toContain('- `tone`: one of `calm`, `loud`; default `"calm"`.\n');
    expect(document).toContain('- `slides`: list, at least 1 items; **required**.\n');
    expect(document).toContain('- `slides[].image`: text, not empty; **required**.\n');
  });

  it('takes the schema’s own description first, then the written one', () => {
    const document = cmsSettingsMarkdown(sample({ 'banner.isShown': 'Shows the strip.' }));
    expect(document).toContain('- `heading`: text; default `"Welcome"`. The banner’s heading.');
    expect(document).toContain('- `isShown`: on/off; default `false`. Shows the strip.');
    expect(document).toContain('### `banner`: the banner\n\nThe strip above the header.');
  });

  it('lists a group no chapter names under "Other settings"', () => {
    const document = cmsSettingsMarkdown(sample());
    expect(document).toContain('- [Other settings](#other-settings)');
    expect(document.indexOf('## Other settings')).toBeLessThan(document.indexOf('### `extras`'));
  });

  it('refuses wording for a setting the schema no longer has', () => {
    expect(() => cmsSettingsMarkdown(sample({ 'banner.isHidden': 'Hides it.' }))).toThrow(
      /no longer have: banner\.isHidden/,
    );
  });
});
