import styled, { css } from 'styled-components';
import { stickyHeader } from '../parts/headerFrame';
import { NavItemButton, NavItemLink } from '../parts/navStyles';
import { SearchBox } from '../parts/SearchBox';

export const Root = styled.header`
  ${stickyHeader}
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/* The one 64 px row. position: relative anchors the full-width mega-menu panels to it. The
   shared nav items are drawn for a dark bar; here they are ink on white, smaller and denser. */
export const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.layout.headerHeight};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.ink};
  /* 1024–1279 px: the row is at its tightest, so controls sit closer together. */
  @media (max-width: 1279.98px) {
    gap: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.md};
  }
  --logo-height: 30px;
  --logo-max-width: 120px;
  ${NavItemLink}, ${NavItemButton} {
    height: 40px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: 0.8125rem;
  }
  ${NavItemLink}:hover, ${NavItemLink}[aria-expanded='true'], ${NavItemButton}:hover, ${NavItemButton}[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

export const Menu = styled(NavItemButton)`
  && {
    flex: none;
    width: 40px;
    padding: 0;
    justify-content: center;
  }
`;

/* The focused search widens leftwards over the nav and the store pill: they step aside until it
   closes, rather than leaving half a button peeking out beside it (WCAG 2.5.8 target size). */
const whileSearching = css`
  ${Row}[data-searching='true'] & {
    visibility: hidden;
  }
`;

/* Grows into the spare width and never shrinks: its basis is just the fixed triggers (brands,
   mega menus, "More"), the links slot having no width of its own. Pill and search give way. */
export const Nav = styled.nav`
  display: flex;
  flex: 1 0 auto;
  align-self: stretch;
  margin-left: ${({ theme }) => theme.space.xs};
  ${whileSearching}
`;

/* The row's lists of nav items: one line, every item at its own width. What does not fit goes
   into "More" (PriorityLinks), never onto a second line. */
export const itemRow = css`
  display: flex;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex: none;
  }
`;

export const NavList = styled.ul`
  ${itemRow}
  flex: 1 1 auto;
`;

/* Content-sized up to a cap; long store wordings truncate inside the pill. */
export const PillSlot = styled.div`
  display: flex;
  flex: 0 1 auto;
  min-width: 120px;
  max-width: 200px;
  ${whileSearching}
`;

/* The field holds a small slot in the row; while focused it widens leftwards over the nav so
   typing has room, without moving anything else in the row. */
export const SearchSlot = styled.div`
  position: relative;
  flex: 0 1 190px;
  min-width: 140px;
  height: 40px;
`;

export const Search = styled(SearchBox)`
  position: absolute;
  top: 0;
  right: 0;
  width: 100%;
  transition: width ${({ theme }) => theme.motion.base} ease-out;
  & input {
    height: 40px;
    padding: 0 44px 0 14px;
    font-size: 0.8125rem;
    text-overflow: ellipsis;
  }
  & button[type='submit'] {
    top: 4px;
    right: 4px;
    width: 32px;
    height: 32px;
  }
  &:focus-within {
    z-index: 2;
    width: 400px;
  }
  &:focus-within input {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const End = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;
