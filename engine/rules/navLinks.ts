import { classifyHref } from '../../ui/links/classifyHref';
import { dealsPathFor } from '../routing/dealsPath';

export type LinkContext = {
  shopPath: string;
  /** appSettings.dealsVersion; only the menu drawers switch to /deals-category for "v2" (2.9). */
  dealsVersion?: string;
};

/** Spec 2.5/2.9 link mapping for CMS navigation links; null when the link cannot be followed. */
export function navHref(label: string, url: string, context: LinkContext): string | null {
  const name = label.trim().toLowerCase();
  const target = url.trim();
  if (target === '' && name === 'deals') return dealsPathFor(context.dealsVersion);
  if (name === 'shop' || name === 'shop all') return context.shopPath;
  return safeHref(target);
}

/** CMS URLs become links only when they are site paths or http(s) URLs: "javascript:", "data:",
 * "//host", "/\\host" and control characters never reach an href (ui/links/classifyHref). */
export function safeHref(url: string): string | null {
  return classifyHref(url)?.href ?? null;
}

export { isExternalHref as isExternal } from '../../ui/links/classifyHref';
