import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MenuIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { BrandMenu } from '../parts/BrandMenu';
import { HeaderLogo } from '../parts/HeaderLogo';
import { megaMenusFor } from '../parts/megaMenuSample';
import { MegaMenuItem, NavLinkItem } from '../parts/NavDropdowns';
import { NavItemButton } from '../parts/navStyles';
import type { HeaderProps } from '../types';

export type SplitNavProps = Pick<
  HeaderProps,
  'logo' | 'brandMenu' | 'placeholderMenus' | 'onOpenMenu'
> & {
  links: HeaderProps['navLinks'];
  loading: boolean;
};

/** Spec §9: 9 navigation skeleton items while the links load (4.4). */
const SKELETON_COUNT = 9;

/* Rough rendered widths in px, only to balance the two sides; the CSS does the real layout. */
const CHAR = 8;
const ITEM_PADDING = 24;
const CHEVRON = 20;
const HAMBURGER = 44;
/* Narrower than the classic bar's skeletons so 9 of them fit the two halves without wrapping. */
const SKELETON_WIDTH = 56;

type Item = { key: string; width: number; node: ReactNode };

const labelWidth = (label: string, hasChevron: boolean) =>
  label.length * CHAR + ITEM_PADDING + (hasChevron ? CHEVRON : 0);

/** The cut that leaves the two sides closest in width, so the logo reads as the centre. */
export function balancedCut(widths: number[], startExtra: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  let best = 0;
  let bestGap = Infinity;
  let before = 0;
  for (let cut = 0; cut <= widths.length; cut += 1) {
    const gap = Math.abs(startExtra + before - (total - before));
    if (gap < bestGap) {
      best = cut;
      bestGap = gap;
    }
    before += widths[cut] ?? 0;
  }
  return best;
}

/* position: relative anchors the full-width mega-menu panels to the whole row. */
const Nav = styled.nav`
  position: relative;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 88px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  --logo-height: 52px;
  --logo-max-width: 200px;
  ${({ theme }) => theme.media.wide} {
    gap: ${({ theme }) => theme.space.xl};
    --logo-height: 60px;
    --logo-max-width: 220px;
  }
`;

/* Each half hugs the logo; only the hamburger keeps to the outer edge. Items wrap rather than
   scroll, because a scroll container would clip the dropdown panels. */
const Side = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-side='start'] {
    justify-content: flex-end;
  }
  & > li {
    display: flex;
  }
  & > li[data-menu='true'] {
    margin-right: auto;
  }
  & > li[data-menu='true'] > button {
    width: 44px;
    justify-content: center;
    padding: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  & > li > a,
  & > li > button,
  & > li > div > a,
  & > li > div > button {
    padding: 0 10px;
    color: ${({ theme }) => theme.color.ink};
    font-size: 0.9375rem;
    text-decoration-thickness: 2px;
    text-underline-offset: 8px;
  }
  & > li > a:hover,
  & > li > button:hover,
  & > li > div > a:hover,
  & > li > div > button:hover,
  & > li > div > a[aria-expanded='true'],
  & > li > div > button[aria-expanded='true'] {
    background: transparent;
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration-line: underline;
    text-decoration-color: ${({ theme }) => theme.color.brand};
  }
  & > li[data-menu='true'] > button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  img {
    object-position: center;
  }
`;

const SkeletonItem = styled.li`
  align-items: center;
  height: 44px;
  padding: 0 6px;
`;

function navItems({ brandMenu, placeholderMenus, links, loading }: SplitNavProps): Item[] {
  const items: Item[] = [];
  if (brandMenu) {
    const node = <BrandMenu menu={brandMenu} />;
    items.push({ key: 'brands', width: labelWidth(brandMenu.label, true), node });
  }
  for (const menu of megaMenusFor(placeholderMenus)) {
    const node = <MegaMenuItem menu={menu} />;
    items.push({ key: `mega-${menu.label}`, width: labelWidth(menu.label, true), node });
  }
  if (loading) {
    for (let index = 0; index < SKELETON_COUNT; index += 1) {
      items.push({ key: `skeleton-${index}`, width: SKELETON_WIDTH + 12, node: null });
    }
    return items;
  }
  for (const link of links) {
    const width = labelWidth(link.label, link.subLinks.length > 0);
    items.push({ key: `${link.href}|${link.label}`, width, node: <NavLinkItem link={link} /> });
  }
  return items;
}

const renderItem = (item: Item) =>
  item.node === null ? (
    <SkeletonItem key={item.key} aria-hidden="true" data-testid="nav-skeleton">
      <Skeleton width={SKELETON_WIDTH} height={14} shape="pill" />
    </SkeletonItem>
  ) : (
    <li key={item.key}>{item.node}</li>
  );

/**
 * Header Three's single navigation row: hamburger, brand dropdown, placeholder mega-menu and the
 * CMS links (spec 2.3), split into two halves of similar width around the centred logo.
 */
export function SplitNav(props: SplitNavProps) {
  const items = navItems(props);
  const cut = balancedCut(
    items.map((item) => item.width),
    HAMBURGER,
  );
  return (
    <Nav aria-label="Main" aria-busy={props.loading}>
      <Row>
        <Side data-side="start">
          <li data-menu="true">
            <NavItemButton type="button" aria-label="Open menu" onClick={props.onOpenMenu}>
              <MenuIcon />
            </NavItemButton>
          </li>
          {items.slice(0, cut).map(renderItem)}
        </Side>
        <Centre>
          <HeaderLogo logo={props.logo} />
        </Centre>
        <Side data-side="end">{items.slice(cut).map(renderItem)}</Side>
      </Row>
    </Nav>
  );
}
