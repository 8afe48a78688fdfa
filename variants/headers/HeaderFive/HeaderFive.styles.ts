import styled from 'styled-components';
import { stickyHeader } from '../parts/headerFrame';
import { NavBar } from '../parts/NavBar';
import { NavItemButton, NavItemLink } from '../parts/navStyles';
import { SearchBox } from '../parts/SearchBox';

export const Root = styled.header`
  ${stickyHeader}
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/* White on brandStrong is 9.2:1. The default blue focus ring is too faint on this green, so
   controls on the band get a white one (panels and dialogs opened from it keep the default). */
export const Band = styled.div`
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.onBrand};
  & :focus-visible:not([role='region'] *, [role='dialog'] *) {
    outline-color: ${({ theme }) => theme.color.onBrand};
  }
`;

export const Utility = styled.div`
  background: rgba(0, 0, 0, 0.18);
`;

export const UtilityRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 40px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  & > :first-child {
    min-width: 0;
    max-width: 60%;
  }
  /* Account stays right, also when the provider hides the store area. */
  & > :last-child {
    margin-left: auto;
  }
`;

/* Equal side columns keep the search truly centred whatever the logo's width. */
export const Main = styled.div`
  display: grid;
  grid-template-columns: 1fr minmax(0, 680px) 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 20px ${({ theme }) => theme.space.lg} 24px;
  & > :last-child {
    justify-self: end;
  }
`;

/* Any logo stays legible on the dark band: it sits on a white plate. */
export const LogoPlate = styled.div`
  justify-self: start;
  display: inline-flex;
  padding: 6px 10px 6px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 40px;
  --logo-max-width: 170px;
`;

export const HeroSearch = styled(SearchBox)`
  & input {
    height: 52px;
    padding: 0 64px 0 ${({ theme }) => theme.space.xl};
    border: 0;
    background: ${({ theme }) => theme.color.surface};
    /* The band's white text would make the typed term invisible on the white field. */
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.md};
    text-overflow: ellipsis;
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25);
  }
  & button[type='submit'] {
    top: 6px;
    right: 6px;
    width: 40px;
    height: 40px;
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.ink};
  }
  & button[type='submit']:hover {
    background: #ffc94d;
  }
`;

/* The shared icon buttons hover light grey, which would hide the white icons here. */
export const BandIcons = styled.div`
  display: flex;
  & button:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

/* The nav drops out of the dark band into a light one: the band stays about search. */
export const LightNav = styled(NavBar)`
  && {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  && li[aria-hidden='true']:not([data-testid]) {
    background: rgba(21, 82, 55, 0.25);
  }
  /* The skeletons are drawn faint for a dark bar; darken them into the light band instead. */
  && [data-testid='nav-skeleton'] > span {
    opacity: 1;
    mix-blend-mode: multiply;
    filter: brightness(0.92);
  }
  ${NavItemLink}:hover, ${NavItemLink}[aria-expanded='true'], ${NavItemButton}:hover, ${NavItemButton}[aria-expanded='true'] {
    background: rgba(21, 82, 55, 0.1);
  }
`;
