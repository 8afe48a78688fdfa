/**
 * Warnings for CMS editors, each tied to the field that causes it: colour pairs below WCAG AA,
 * links the safe-link rules drop, images left empty, and texts long enough to overflow a variant
 * on a phone. Pure: the studio shows them beside the fields, tests walk them as tables.
 */
import type { SiteSettings } from '../../schemas';
import { formatPath } from '../../schemas/lenientPath';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../rules/contrast';
import { safeHref } from '../rules/navLinks';
import { valueAt } from './documentPath';
import type { Field, Section, Segment } from './formFields';

export type GuardKind = 'contrast' | 'unsafeLink' | 'missingImage' | 'longText';
export type Guard = { path: string; kind: GuardKind; message: string };

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

/**
 * Estimated longest texts that fit one line in the narrowest variants at 375 px (Inter at the
 * variants' sizes, about 8 px a character); an estimate per key, not a measurement per variant.
 */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
  label: 22,
  logoTitle: 32,
  brandLabel: 16,
  title: 60,
};

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

function textGuard(path: readonly Segment[], value: unknown): Guard[] {
  const key = path.at(-1);
  const limit = typeof key === 'string' ? TEXT_LIMITS[key] : undefined;
  if (limit === undefined || typeof value !== 'string' || value.length <= limit) return [];
  return [
    {
      path: formatPath(path),
      kind: 'longText',
      message: `${value.length} characters: over ${limit}, this wraps or is cut off on a 375 px phone.`,
    },
  ];
}

const LINK_KEYS = new Set(['url', 'link', 'navUrl', 'buttonLink']);

/** Walks a value by its field descriptor; list items are checked by their keys. */
function walk(field: Field, settings: SiteSettings, path: readonly Segment[]): Guard[] {
  const value = valueAt(settings, path);
  const { control } = field;
  switch (control.kind) {
    case 'image':
      return control.required && typeof value === 'string' && value.trim() === ''
        ? [
            {
              path: formatPath(path),
              kind: 'missingImage',
              message: 'No image: the variant shows an empty space or its text instead.',
            },
          ]
        : [];
    case 'text':
      return [
        ...textGuard(path, value),
        ...(LINK_KEYS.has(String(path.at(-1))) ? linkGuard(path, value) : []),
      ];
    case 'group':
      return control.fields.flatMap((f) => walk(f, settings, [...path, ...f.path]));
    case 'list':
      return Array.isArray(value)
        ? value.flatMap((_, i) =>
            control.item.flatMap((f) => walk(f, settings, [...path, i, ...f.path])),
          )
        : [];
    case 'linkList':
      return Array.isArray(value)
        ? value.flatMap((_, i) => linkItemGuards(settings, [...path, i]))
        : [];
    default:
      return [];
  }
}

function linkItemGuards(settings: SiteSettings, path: readonly Segment[]): Guard[] {
  const subLinks = valueAt(settings, [...path, 'subLinks']);
  return [
    ...textGuard([...path, 'label'], valueAt(settings, [...path, 'label'])),
    ...linkGuard([...path, 'url'], valueAt(settings, [...path, 'url'])),
    ...(Array.isArray(subLinks)
      ? subLinks.flatMap((_, i) => linkItemGuards(settings, [...path, 'subLinks', i]))
      : []),
  ];
}

/** Every guard of a parsed site, in form order (contrast first: it is the costliest to miss). */
export function editorGuards(settings: SiteSettings, sections: readonly Section[]): Guard[] {
  return [
    ...contrastGuards(settings),
    ...sections.flatMap((s) => s.fields.flatMap((f) => walk(f, settings, f.path))),
  ];
}
