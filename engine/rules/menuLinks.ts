import type { AppSettings, NavLink } from '../../schemas';
import type { MenuLink, MenuMainLink } from '../../variants/menus/types';
import { navHref, safeHref } from './navLinks';

/** What the menu drawers' link mapping depends on: the normalised shop path and two app settings. */
export type MenuLinkContext = {
  shopPath: string;
  dealsVersion: AppSettings['dealsVersion'];
  isShopPageTwo: boolean;
};

/** Spec 2.1: the shop page used instead of the shop path when "shop page two" is on. */
export const SHOP_PAGE_TWO_PATH = '/shop-cannabis-near-me';

/**
 * Spec 2.9 menu link mapping for one menuLinkWidgetCmsData link: "Deals" without a url goes to
 * /deals (/deals-category for deals version v2); "Shop" and "Shop All" go to the shop path; any
 * other url must be a site path or an http(s) URL. Null when the link cannot be followed.
 */
export function menuLinkHref(label: string, url: string, context: MenuLinkContext): string | null {
  return navHref(label, url, { shopPath: context.shopPath, dealsVersion: context.dealsVersion });
}

/** Spec 2.9: a category section's "Shop all" goes to /shop-cannabis-near-me with shop page two on. */
export function categoryShopAllHref(context: MenuLinkContext): string {
  return context.isShopPageTwo ? SHOP_PAGE_TWO_PATH : context.shopPath;
}

/**
 * The drawer's "Main Menu": every CMS link mapped by `menuLinkHref`. A link that cannot be followed
 * stays when it has sub-links (it only opens the sub-menu); sub-links pass through `safeHref`.
 */
export function menuMainLinks(links: readonly NavLink[], context: MenuLinkContext): MenuMainLink[] {
  return links.flatMap((link) => {
    const label = link.label.trim();
    if (label === '') return [];
    const subLinks = link.subLinks.flatMap((sub) => {
      const href = safeHref(sub.url);
      return href === null || sub.label.trim() === '' ? [] : [{ label: sub.label.trim(), href }];
    });
    const href = menuLinkHref(label, link.url, context);
    if (href === null && subLinks.length === 0) return [];
    return [{ label, href: href ?? '', subLinks }];
  });
}

/** Version One's static links, in the spec's order and wording (2.9, routes of 2.1). */
export const MENU_STATIC_LINKS: readonly MenuLink[] = [
  { label: 'About us', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Customer Support', href: '/ticket-list' },
  { label: 'Terms & Condition', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];
