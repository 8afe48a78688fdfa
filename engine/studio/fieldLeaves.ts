/**
 * Every editable value of a site, walked by its form descriptors: groups, list items and link
 * list items (label, url, sub-links) down to the controls that edit single values. Pure: the
 * guards and the preview's text measurement read the same walk.
 */
import type { SiteSettings } from '../../schemas';
import { valueAt } from './documentPath';
import type { Control, Field, Section, Segment } from './formFields';

export type Leaf = { control: Control; path: readonly Segment[]; value: unknown };

const LINK_TEXT: Control = { kind: 'text', multiline: false, nullable: false };

function fieldLeaves(field: Field, settings: SiteSettings, path: readonly Segment[]): Leaf[] {
  const value = valueAt(settings, path);
  const { control } = field;
  switch (control.kind) {
    case 'group':
      return control.fields.flatMap((f) => fieldLeaves(f, settings, [...path, ...f.path]));
    case 'list':
      return Array.isArray(value)
        ? value.flatMap((_, i) =>
            control.item.flatMap((f) => fieldLeaves(f, settings, [...path, i, ...f.path])),
          )
        : [];
    case 'linkList':
      return Array.isArray(value)
        ? value.flatMap((_, i) => linkLeaves(settings, [...path, i]))
        : [];
    default:
      return [{ control, path, value }];
  }
}

function linkLeaves(settings: SiteSettings, path: readonly Segment[]): Leaf[] {
  const subLinks = valueAt(settings, [...path, 'subLinks']);
  return [
    { control: LINK_TEXT, path: [...path, 'label'], value: valueAt(settings, [...path, 'label']) },
    { control: LINK_TEXT, path: [...path, 'url'], value: valueAt(settings, [...path, 'url']) },
    ...(Array.isArray(subLinks)
      ? subLinks.flatMap((_, i) => linkLeaves(settings, [...path, 'subLinks', i]))
      : []),
  ];
}

/** The leaves of every section, in form order. */
export function siteLeaves(settings: SiteSettings, sections: readonly Section[]): Leaf[] {
  return sections.flatMap((s) => s.fields.flatMap((f) => fieldLeaves(f, settings, f.path)));
}

/** Keys whose text is a link address (link lists name theirs `url`). */
const LINK_KEYS: ReadonlySet<string> = new Set(['url', 'link', 'navUrl', 'buttonLink']);

export const isLinkLeaf = ({ control, path }: Leaf): boolean =>
  control.kind === 'text' && LINK_KEYS.has(String(path.at(-1)));
