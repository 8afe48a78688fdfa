import { describe, expect, it } from 'vitest';
import { documentText, loadStudio, studioReducer } from './studioState';

const start = loadStudio('default', { headerFooterSettings: { isHeaderOne: true } });

describe('studioReducer', () => {
  it('sends a valid field edit to the preview', () => {
    const next = studioReducer(start, {
      type: 'setValue',
      path: ['headerWidgetCmsData', 'logoTitle'],
      value: 'Leaf',
    });
    expect(next.preview).toEqual(next.document);
    expect(next.text).toBe(documentText(next.document));
    expect(next.settings.headerWidgetCmsData.logoTitle).toBe('Leaf');
  });

  it('keeps the last valid preview on a syntax error, naming its line', () => {
    const next = studioReducer(start, { type: 'editText', text: '{\n  "a": 1\n  "b": 2\n}' });
    expect(next.syntax?.line).toBe(3);
    expect(next.preview).toBe(start.preview);
    expect(next.text).toBe('{\n  "a": 1\n  "b": 2\n}');
  });

  it('keeps the last valid preview on a value the schema rejects, with its diagnostic', () => {
    const text = '{ "headerWidgetCmsData": { "isStickyHeader": "yes" } }';
    const next = studioReducer(start, { type: 'editText', text });
    expect(next.blocking.map((d) => d.path)).toEqual(['headerWidgetCmsData.isStickyHeader']);
    expect(next.preview).toBe(start.preview);
  });

  it('lets diagnostics the site was loaded with through, so broken fixtures still preview', () => {
    const broken = loadStudio('broken', { headerWidgetCmsData: { isStickyHeader: 'yes' } });
    const next = studioReducer(broken, {
      type: 'setValue',
      path: ['tickerPageCms', 'isEnabled'],
      value: true,
    });
    expect(next.diagnostics).toHaveLength(1);
    expect(next.preview).toBe(next.document);
  });

  it('recovers once the text is valid again', () => {
    const broken = studioReducer(start, { type: 'editText', text: '{' });
    const fixed = studioReducer(broken, {
      type: 'editText',
      text: '{ "tickerPageCms": { "isEnabled": true } }',
    });
    expect(fixed.syntax).toBeNull();
    expect(fixed.preview).toEqual({ tickerPageCms: { isEnabled: true } });
  });
});
