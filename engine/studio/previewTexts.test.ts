import { describe, expect, it } from 'vitest';
import { parseSiteConfig, SiteConfigSchema } from '../../schemas';
import { formSections } from './formFields';
import { previewTexts } from './previewTexts';

const sections = formSections(SiteConfigSchema);
const textsOf = (document: unknown) =>
  previewTexts(parseSiteConfig(document).config.settings, sections);

describe('previewTexts', () => {
  it('lists the texts shoppers read, at their setting paths, without link addresses', () => {
    const texts = textsOf({
      headerWidgetCmsData: {
        links: [{ label: ' Shop ', url: '/shop', subLinks: [{ label: 'Flower', url: '/f' }] }],
      },
      tickerCrudData: [{ title: 'Free pickup', link: '/deals' }],
    });
    expect(texts).toEqual(
      expect.arrayContaining([
        { path: 'headerWidgetCmsData.links[0].label', text: 'Shop' },
        { path: 'headerWidgetCmsData.links[0].subLinks[0].label', text: 'Flower' },
        { path: 'tickerCrudData[0].title', text: 'Free pickup' },
      ]),
    );
    const paths = texts.map((t) => t.path);
    expect(paths).not.toContain('headerWidgetCmsData.links[0].url');
    expect(paths).not.toContain('tickerCrudData[0].link');
  });

  it('leaves out empty texts, colours and images', () => {
    const texts = textsOf({ tickerCrudData: [{ title: '   ', link: '/x' }] });
    const paths = texts.map((t) => t.path);
    expect(paths).not.toContain('tickerCrudData[0].title');
    expect(paths.some((p) => p.endsWith('Color') || p.endsWith('.logo'))).toBe(false);
  });
});
