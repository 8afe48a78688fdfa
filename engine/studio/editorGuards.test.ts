import { describe, expect, it } from 'vitest';
import { parseSiteConfig, SiteConfigSchema } from '../../schemas';
import { editorGuards } from './editorGuards';
import { formSections } from './formFields';

const sections = formSections(SiteConfigSchema);
const guardsOf = (document: unknown) =>
  editorGuards(parseSiteConfig(document).config.settings, sections);
const at = (document: unknown, path: string) =>
  guardsOf(document)
    .filter((g) => g.path === path)
    .map((g) => g.kind);

describe('editorGuards', () => {
  it('has nothing to say about the defaults', () => {
    expect(guardsOf({ headerWidgetCmsData: { logo: '/l.svg' } })).toEqual([]);
  });

  it.each([
    [
      '#cdbfa8 on #f6efe4',
      { footerFontColor: '#cdbfa8', footerBackgroundColor: '#f6efe4' },
      ['contrast'],
    ],
    ['#ffffff on #101418', { footerFontColor: '#ffffff', footerBackgroundColor: '#101418' }, []],
    [
      'an unparseable colour',
      { footerFontColor: 'var(--x)', footerBackgroundColor: '#101418' },
      [],
    ],
  ])('footer font colour: %s', (_, colours, kinds) => {
    const doc = { generalSettingsComponentUiData: colours };
    expect(at(doc, 'generalSettingsComponentUiData.footerFontColor')).toEqual(kinds);
    expect(at(doc, 'generalSettingsComponentUiData.footerBackgroundColor').slice(0, 1)).toEqual(
      kinds,
    );
  });

  it('flags the ticker colour pair', () => {
    expect(
      at({ tickerPageCms: { color: '#777', backgroundColor: '#888' } }, 'tickerPageCms.color'),
    ).toEqual(['contrast']);
  });

  it.each([
    ['javascript:alert(1)', ['unsafeLink']],
    ['//evil.example', ['unsafeLink']],
    ['/shop', []],
    ['https://example.com', []],
    ['', []],
  ])('header link url %j', (url, kinds) => {
    const doc = { headerWidgetCmsData: { links: [{ label: 'A', url, subLinks: [] }] } };
    expect(at(doc, 'headerWidgetCmsData.links[0].url')).toEqual(kinds);
  });

  it('checks sub-links and ticker links too', () => {
    const doc = {
      headerWidgetCmsData: {
        links: [{ label: 'A', url: '/a', subLinks: [{ label: 'B', url: 'data:x' }] }],
      },
      tickerCrudData: [{ title: 'Hi', link: 'javascript:x' }],
    };
    expect(at(doc, 'headerWidgetCmsData.links[0].subLinks[0].url')).toEqual(['unsafeLink']);
    expect(at(doc, 'tickerCrudData[0].link')).toEqual(['unsafeLink']);
  });

  it.each([
    ['headerWidgetCmsData.logo', { headerWidgetCmsData: { logo: '' } }, ['missingImage']],
    ['footerCms.logo', { footerCms: { logo: '  ' } }, ['missingImage']],
    // Long texts are measured in the preview frames, never guessed from their length.
    ['headerWidgetCmsData.logoTitle', { headerWidgetCmsData: { logoTitle: 'G'.repeat(300) } }, []],
  ])('%s', (path, doc, kinds) => {
    expect(at(doc, path)).toEqual(kinds);
  });

  it('ends with the overflows the preview frames measured', () => {
    const { settings } = parseSiteConfig({}).config;
    const guards = editorGuards(settings, sections, { 375: ['tickerCrudData[0].title'] });
    expect(guards.at(-1)).toMatchObject({ path: 'tickerCrudData[0].title', kind: 'overflow' });
  });
});
