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

/** CMS URLs become links only when they are site paths or http(s) URLs: "javascript:", "data:"
 * and the like never reach an href. A protocol-relative "//host" is not a site path. */
export function safeHref(url: string): string | null {
  const target = url.trim();
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  if (target.startsWith('#')) return target;
  return /^https?:\/\/[^\s]+$/i.test(target) ? target : null;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
