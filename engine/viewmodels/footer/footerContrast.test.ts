import { describe, expect, it } from 'vitest';
import { footerContrastDiagnostics } from './footerContrast';

const colors = (over: Partial<Record<'background' | 'font' | 'hover' | 'active', string>>) => ({
  background: '#16211c',
  font: '#f3f5f1',
  hover: '#f2c14e',
  active: '#8fdcb0',
  ...over,
});

describe('footerContrastDiagnostics', () => {
  it.each([
    ['readable defaults', {}, []],
    [
      'pale font on cream',
      { background: '#f6efe4', font: '#d9d0c1' },
      ['footerFontColor', 'footerHoverColor', 'footerActiveColor'],
    ],
    ['only the hover colour fails', { hover: '#2e4a3c' }, ['footerHoverColor']],
    ['only the active colour fails', { active: '#16211c' }, ['footerActiveColor']],
    ['unparseable colours are not judged', { font: 'var(--brand)', hover: 'hsl(0 0% 0%)' }, []],
  ])('%s', (_name, over, failing) => {
    const out = footerContrastDiagnostics(colors(over));
    expect(out.map((d) => d.path)).toEqual(
      failing.map((setting) => `generalSettingsComponentUiData.${setting}`),
    );
  });

  it('says what failed, by how much, and that the colour is still used', () => {
    const [diagnostic] = footerContrastDiagnostics(
      colors({ background: '#ffffff', font: '#999999' }),
    );
    expect(diagnostic).toEqual({
      source: 'footer colours',
      path: 'generalSettingsComponentUiData.footerFontColor',
      problem:
        '#999999 on footerBackgroundColor #ffffff has contrast 2.85:1, below the 4.5:1 WCAG AA minimum for text',
      used: '#999999 as configured',
    });
  });
});
