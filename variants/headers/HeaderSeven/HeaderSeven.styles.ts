import styled from 'styled-components';
import { hiddenOnDesktop, stickyHeader } from '../parts/headerFrame';
import { NavBar } from '../parts/NavBar';
import { MobileIconRail } from './MobileIconRail';

export const Root = styled.header`
  ${stickyHeader}
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Mobile = styled(MobileIconRail)`
  ${hiddenOnDesktop}
`;

const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

export const TopRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  --logo-height: 40px;
  --logo-max-width: 180px;
`;

/* Icons line up on one row and labels on the next; the signed-in account adds a second line. */
export const Rail = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const SearchRow = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  &[hidden] {
    display: none;
  }
`;

export const SearchInner = styled(Container)`
  max-width: 720px;
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
`;

/* position: relative here (not on the nav) so the mega-menu spans the whole row. */
export const NavRow = styled(Container)`
  position: relative;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
`;

/*
 * The shared NavBar, restyled as understated text links: ink on white, and a brand underline
 * that grows under the hovered or open item. Only the row's own items are targeted (direct
 * children), never the links inside dropdown panels.
 */
export const QuietNav = styled(NavBar)`
  position: static;
  flex: 1;
  min-width: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  & > ul {
    max-width: none;
    margin: 0 0 0 -12px;
    padding: 0;
  }
  & > ul > li > a,
  & > ul > li > button,
  & > ul > li > div > a,
  & > ul > li > div > button {
    position: relative;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > ul > li > a::after,
  & > ul > li > button::after,
  & > ul > li > div > a::after,
  & > ul > li > div > button::after {
    content: '';
    position: absolute;
    right: 12px;
    bottom: 4px;
    left: 12px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.brand};
    transform: scaleX(0);
    transition: transform ${({ theme }) => theme.motion.base};
  }
  & > ul > li > a:hover,
  & > ul > li > button:hover,
  & > ul > li > div > a:hover,
  & > ul > li > div > button:hover,
  & > ul > li > div > [aria-expanded='true'] {
    background: transparent;
    color: ${({ theme }) => theme.color.ink};
  }
  & > ul > li > a:hover::after,
  & > ul > li > div > a:hover::after,
  & > ul > li > div > button:hover::after,
  & > ul > li > div > [aria-expanded='true']::after {
    transform: scaleX(1);
  }
  /* The hamburger is an icon: it gets a quiet tint instead of an underline. */
  & > ul > li:first-child > button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  & > ul > li[aria-hidden='true']:not([data-testid]) {
    background: ${({ theme }) => theme.color.border};
  }
  /* Tighter skeleton spacing: the nine placeholders share this row with the store caption. */
  & > ul > li[data-testid] {
    padding: 0 6px;
  }
  & > ul > li[data-testid] > span {
    opacity: 1;
  }
`;
