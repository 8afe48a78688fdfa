/**
 * Where a popup button sends the shopper (spec 4.9 navUrl table), with the project's safe-link
 * rules on top (ui/links/classifyHref, shared with every CMS link): "//host", "/\host", control
 * characters and other schemes are not followed; only http(s) leaves the site, in a new tab.
 */
import { classifyHref } from '../../ui/links/classifyHref';

export type PopupNavigation =
  { kind: 'path'; path: string } | { kind: 'hash'; hash: string } | { kind: 'newTab'; url: string };

const HOME: PopupNavigation = { kind: 'path', path: '/' };

export function popupNavigation(navUrl: string): PopupNavigation {
  // The table's first row: empty, or whitespace anywhere (leading and trailing included).
  if (/^$|\s/.test(navUrl)) return HOME;
  const target = classifyHref(navUrl);
  switch (target?.kind) {
    case 'internal':
      return { kind: 'path', path: target.href };
    case 'hash':
      return { kind: 'hash', hash: target.href };
    case 'external':
      return { kind: 'newTab', url: target.href };
    case undefined:
      return HOME;
  }
}
