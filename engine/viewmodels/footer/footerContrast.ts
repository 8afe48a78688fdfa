import type { Diagnostic } from '../../../schemas';
import type { FooterColors } from '../../../variants/footers/types';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../rules/contrast';

export const FOOTER_CONTRAST_SOURCE = 'footer colours';

/** The CMS text colours the footer paints on footerBackgroundColor (hover and active are text too). */
const TEXT_COLOURS = [
  ['font', 'footerFontColor'],
  ['hover', 'footerHoverColor'],
  ['active', 'footerActiveColor'],
] as const satisfies readonly (readonly [keyof FooterColors, string])[];

/**
 * One diagnostic per CMS text colour that fails WCAG AA (4.5:1) on the CMS background. The
 * colours are still used as configured (the retailer's choice); the diagnostic tells them why
 * their footer is hard to read. Colours we cannot parse are not reported.
 */
export function footerContrastDiagnostics(colors: FooterColors): Diagnostic[] {
  return TEXT_COLOURS.flatMap(([key, setting]) => {
    const ratio = contrastRatio(colors[key], colors.background);
    if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return [];
    return [
      {
        source: FOOTER_CONTRAST_SOURCE,
        path: `generalSettingsComponentUiData.${setting}`,
        problem:
          `${colors[key]} on footerBackgroundColor ${colors.background} has contrast ` +
          `${ratio.toFixed(2)}:1, below the ${MIN_TEXT_CONTRAST}:1 WCAG AA minimum for text`,
        used: `${colors[key]} as configured`,
      },
    ];
  });
}
