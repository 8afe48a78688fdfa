import type { ComponentType, LiHTMLAttributes, ReactElement } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import type { HeaderBrandMenu, HeaderNavLink, PlaceholderMenuLabel } from '../types';
import { BrandMenu } from './BrandMenu';
import { megaMenusFor } from './megaMenuSample';
import { MegaMenuItem, NavLinkItem } from './NavDropdowns';

/** Spec §9: 9 navigation skeleton items. */
const SKELETON_COUNT = 9;

/**
 * What a navigation row lists: the brand dropdown, the placeholder mega-menus, the CMS links, and
 * whether they are loading.
 */
export type NavContent = {
  brandMenu: HeaderBrandMenu | null;
  placeholderMenus: PlaceholderMenuLabel[];
  links: HeaderNavLink[];
  loading: boolean;
};

export type NavItemsProps = NavContent & {
  /** The row's aria-hidden mark between the fixed triggers and the CMS links or their skeletons. */
  separator: ReactElement;
  /** The row's own list item for one skeleton, and the size of the pill drawn in it. */
  SkeletonItem: ComponentType<LiHTMLAttributes<HTMLLIElement> & { 'data-testid': string }>;
  skeletonSize: { width: number; height: number };
};

/**
 * The list items of a desktop navigation row (spec 2.3), for the row's own list: the brand
 * dropdown, the sample mega-menus, then the CMS links with their dropdowns, or 9 skeletons while
 * they load (4.4). The separator is drawn only when links or skeletons follow it.
 */
export function NavItems({
  brandMenu,
  placeholderMenus,
  links,
  loading,
  separator,
  SkeletonItem,
  skeletonSize,
}: NavItemsProps) {
  return (
    <>
      {brandMenu && (
        <li>
          <BrandMenu menu={brandMenu} />
        </li>
      )}
      {megaMenusFor(placeholderMenus).map((menu) => (
        <li key={menu.label}>
          <MegaMenuItem menu={menu} />
        </li>
      ))}
      {(loading || links.length > 0) && separator}
      {loading
        ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <SkeletonItem key={index} aria-hidden="true" data-testid="nav-skeleton">
              <Skeleton width={skeletonSize.width} height={skeletonSize.height} shape="pill" />
            </SkeletonItem>
          ))
        : links.map((link) => (
            <li key={`${link.href}|${link.label}`}>
              <NavLinkItem link={link} />
            </li>
          ))}
    </>
  );
}
