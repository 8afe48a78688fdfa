import type { QuickLink, SocialLinksGroup } from '../../schemas';
import type { FooterLink, FooterSocialLink } from '../../variants/footers/types';
import { isExternal, safeHref } from './navLinks';

/** Spec 2.16: the store directory pages one provider profile hides from "Quick Links". */
export const STORE_DIRECTORY_PATHS: ReadonlySet<string> = new Set([
  '/find-a-dispensary',
  '/store-directory',
]);

/** Trailing slashes and query strings do not make a different page ("/store-directory/?x"). */
function pathOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? href;
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
}

/**
 * The CMS quick links the footer renders: only site paths and http(s) URLs become links (the
 * rest are dropped, never shown as dead text), blank labels are dropped, and the store directory
 * pages go when the provider profile hides them.
 */
export function footerQuickLinks(
  links: readonly QuickLink[],
  hidesStoreDirectoryLinks: boolean,
): FooterLink[] {
  return links.flatMap((link) => {
    const href = safeHref(link.url);
    const label = link.label.trim();
    if (href === null || href.startsWith('#') || label === '') return [];
    if (hidesStoreDirectoryLinks && STORE_DIRECTORY_PATHS.has(pathOf(href))) return [];
    return [{ label, href }];
  });
}

/**
 * Spec 2.16 "social links, when enabled": the first group with isShowSocialLink, else null.
 * A social profile lives on another site, so only absolute http(s) URLs are kept.
 */
export function footerSocialLinks(groups: readonly SocialLinksGroup[]): FooterSocialLink[] | null {
  const group = groups.find((candidate) => candidate.isShowSocialLink);
  if (group === undefined) return null;
  return group.socialLinks.flatMap((link) => {
    const href = safeHref(link.link);
    const title = link.title.trim();
    if (href === null || !isExternal(href) || title === '') return [];
    return [{ title, href, image: link.image }];
  });
}
