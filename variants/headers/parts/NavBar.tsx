import styled from 'styled-components';
import { MenuIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { HeaderBrandMenu, HeaderNavLink } from '../types';
import { BrandMenu } from './BrandMenu';
import { MEGA_MENUS } from './megaMenuSample';
import { MegaMenuItem, NavLinkItem } from './NavDropdowns';
import { NavItemButton } from './navStyles';

export type NavBarProps = {
  brandMenu: HeaderBrandMenu | null;
  links: HeaderNavLink[];
  loading: boolean;
  onOpenMenu(): void;
  className?: string;
};

/** Spec §9: 9 navigation skeleton items (a later variant may show 6). */
const SKELETON_COUNT = 9;

/* position: relative anchors the full-width mega-menu panels to this bar. */
const Bar = styled.nav`
  position: relative;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  /* Wrapping, not scrolling: a scroll container would clip the dropdown panels. */
  & > li {
    display: flex;
  }
`;

const Divider = styled.li`
  align-self: center;
  width: 1px;
  height: 20px;
  margin: 0 ${({ theme }) => theme.space.xs};
  background: rgba(255, 255, 255, 0.3);
`;

const SkeletonItem = styled.li`
  align-items: center;
  height: 44px;
  padding: 0 12px;
  & > span {
    opacity: 0.35;
  }
`;

/** Desktop navigation row of spec 2.3: hamburger, brand dropdown, placeholder mega-menu, CMS links. */
export function NavBar({ brandMenu, links, loading, onOpenMenu, className }: NavBarProps) {
  return (
    <Bar aria-label="Main" className={className} aria-busy={loading}>
      <Row>
        <li>
          <NavItemButton type="button" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </NavItemButton>
        </li>
        {brandMenu && (
          <li>
            <BrandMenu menu={brandMenu} />
          </li>
        )}
        {MEGA_MENUS.map((menu) => (
          <li key={menu.label}>
            <MegaMenuItem menu={menu} />
          </li>
        ))}
        {(loading || links.length > 0) && <Divider aria-hidden="true" />}
        {loading
          ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <SkeletonItem key={index} aria-hidden="true" data-testid="nav-skeleton">
                <Skeleton width={72} height={14} shape="pill" />
              </SkeletonItem>
            ))
          : links.map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <NavLinkItem link={link} />
              </li>
            ))}
      </Row>
    </Bar>
  );
}
