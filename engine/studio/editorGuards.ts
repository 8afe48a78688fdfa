/**
 * Warnings for CMS editors, each tied to the field that causes it: colour pairs below WCAG AA,
 * links the safe-link rules drop and images left empty. Pure: the studio shows them beside the
 * fields, tests walk them as tables. Texts that overflow are measured in the preview frames
 * and passed in (overflowGuards), never guessed from their length.
 */
import type { SiteSettings } from '../../schemas';
import { formatPath } from '../../schemas/lenientPath';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../rules/contrast';
import { safeHref } from '../rules/navLinks';
import { valueAt } from './documentPath';
import { isLinkLeaf, siteLeaves, type Leaf } from './fieldLeaves';
import type { Section, Segment } from './formFields';
import type { Guard } from './guard';
import { overflowGuards, type OverflowReports } from './overflowGuards';

/** Text colour → the background it is painted on (spec §3 colours the variants combine). */
export const CONTRAST_PAIRS: readonly (readonly [string, string])[] = [
  [
    'generalSettingsComponentUiData.footerFontColor',
    'generalSettingsComponentUiData.footerBackgroundColor',
  ],
  [
    'generalSettingsComponentUiData.footerHoverColor',
    'generalSettingsComponentUiData.footerBackgroundColor',
  ],
  [
    'generalSettingsComponentUiData.footerActiveColor',
    'generalSettingsComponentUiData.footerBackgroundColor',
  ],
  ['tickerPageCms.color', 'tickerPageCms.backgroundColor'],
  [
    'stickyFooterWidgetCmsData.designSevenDealsAllButtonTextColor',
    'stickyFooterWidgetCmsData.designSevenDealsAllButtonBackgroundColor',
  ],
  [
    'stickyFooterWidgetCmsData.designSevenButtonTextColor',
    'stickyFooterWidgetCmsData.designSevenButtonBackgroundColor',
  ],
];

const at = (settings: SiteSettings, dotted: string): unknown =>
  valueAt(settings, dotted.split('.'));

function contrastGuards(settings: SiteSettings): Guard[] {
  return CONTRAST_PAIRS.flatMap(([fgPath, bgPath]) => {
    const fg = at(settings, fgPath);
    const bg = at(settings, bgPath);
    if (typeof fg !== 'string' || typeof bg !== 'string') return [];
    const ratio = contrastRatio(fg, bg);
    if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return [];
    const message =
      `Contrast ${ratio.toFixed(2)}:1 on ${bg} is below the ${MIN_TEXT_CONTRAST}:1 WCAG AA ` +
      'minimum: shoppers will struggle to read this text.';
    return [
      { path: fgPath, kind: 'contrast' as const, message },
      { path: bgPath, kind: 'contrast' as const, message: `${fg} on this background: ${message}` },
    ];
  });
}

const linkGuard = (path: readonly Segment[], url: unknown): Guard[] =>
  typeof url === 'string' && url.trim() !== '' && safeHref(url) === null
    ? [
        {
          path: formatPath(path),
          kind: 'unsafeLink',
          message: `“${url}” is dropped: only site paths (/…) and http(s) addresses become links.`,
        },
      ]
    : [];

function leafGuards({ control, path, value }: Leaf): Guard[] {
  if (control.kind === 'image') {
    return control.required && typeof value === 'string' && value.trim() === ''
      ? [
          {
            path: formatPath(path),
            kind: 'missingImage',
            message: 'No image: the variant shows an empty space or its text instead.',
          },
        ]
      : [];
  }
  return isLinkLeaf({ control, path, value }) ? linkGuard(path, value) : [];
}

/**
 * Every guard of a parsed site, in form order (contrast first: it is the costliest to miss), then
 * the texts the preview frames measured overflowing.
 */
export function editorGuards(
  settings: SiteSettings,
  sections: readonly Section[],
  overflow: OverflowReports = {},
): Guard[] {
  return [
    ...contrastGuards(settings),
    ...siteLeaves(settings, sections).flatMap(leafGuards),
    ...overflowGuards(overflow),
  ];
}
