import styled from 'styled-components';
import { MenuIcon } from '../../../ui/Icon';
import { NavItems, type NavContent } from './NavItems';
import { NavItemButton } from './navStyles';

export type NavBarProps = NavContent & {
  onOpenMenu(): void;
  className?: string;
};

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
export function NavBar({ onOpenMenu, className, ...content }: NavBarProps) {
  return (
    <Bar aria-label="Main" className={className} aria-busy={content.loading}>
      <Row>
        <li>
          <NavItemButton type="button" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </NavItemButton>
        </li>
        <NavItems
          {...content}
          separator={<Divider aria-hidden="true" />}
          SkeletonItem={SkeletonItem}
          skeletonSize={{ width: 72, height: 14 }}
        />
      </Row>
    </Bar>
  );
}
